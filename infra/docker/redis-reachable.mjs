// The worker's healthcheck (docker-compose.yml): exits 0 when Redis, where the worker takes its jobs,
// answers PING from this container within the healthcheck's time; 1 otherwise. Plain JavaScript, so a
// check every few seconds does not pay for starting tsx.
import { Redis } from 'ioredis'

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
  lazyConnect: true,
  connectTimeout: 3000,
  maxRetriesPerRequest: 0,
  retryStrategy: () => null,
})
// The outcome is the exit code; connection errors are not worth a log line here.
redis.on('error', () => {})
try {
  await redis.connect()
  const reply = await redis.ping()
  redis.disconnect()
  process.exit(reply === 'PONG' ? 0 : 1)
} catch {
  process.exit(1)
}
