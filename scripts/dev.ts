// `npm run dev`: the site with hot reload (Vite on PORT) proxying /api to the API (reloading on change), which
// works the jobs in its process as `npm start` does (a BullMQ worker when REDIS_URL is set, in-process
// without). Without DATABASE_URL the embedded PostgreSQL is started once here. Reads .env first; migrates
// the database before starting them.
import { spawn, type ChildProcess } from 'node:child_process'
import { loadDotEnv } from '@studio/api/platform/config/dotenv'
import { ConfigError, parseEnv } from '@studio/api/platform/config/env'
import { startEmbeddedPostgres } from '@studio/api/platform/db/embedded-postgres'
import { migrateUp } from '@studio/api/platform/db/migrate'

loadDotEnv()
try {
  const env = parseEnv()
  const embedded = env.DATABASE_URL ? undefined : await startEmbeddedPostgres(env.DATA_DIR)
  const databaseUrl = env.DATABASE_URL ?? embedded!.url
  await migrateUp(databaseUrl)
  const apiPort = String(env.PORT + 1)
  // PUBLIC_URL stays Vite's address, not the API's port that PORT names in the API process.
  const shared = { ...process.env, DATABASE_URL: databaseUrl, PUBLIC_URL: env.PUBLIC_URL }

  const children: ChildProcess[] = [
    spawn('npx', ['tsx', 'watch', 'scripts/start.ts', '--no-site-build'], {
      env: { ...shared, PORT: apiPort },
      stdio: 'inherit',
    }),
    spawn('npm', ['run', 'dev', '-w', 'web', '--', '--port', String(env.PORT)], {
      env: { ...shared, DEV_API_URL: `http://localhost:${apiPort}` },
      stdio: 'inherit',
    }),
  ]
  const stopAll = async () => {
    for (const child of children) child.kill('SIGTERM')
    await embedded?.stop()
    process.exit(0)
  }
  process.once('SIGINT', () => void stopAll())
  process.once('SIGTERM', () => void stopAll())
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
}
