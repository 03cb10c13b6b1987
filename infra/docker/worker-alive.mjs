// The worker's healthcheck (docker-compose.yml): exits 0 when this container's worker wrote its heartbeat
// within the last 35 s (it does every 10 s while its Redis connection answers), 1 otherwise. Plain
// JavaScript, so a check every few seconds does not pay for starting tsx.
import { statSync } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'

const file = join(process.env.DATA_DIR ?? '.data', `worker-heartbeat-${hostname()}`)
try {
  process.exit(Date.now() - statSync(file).mtimeMs < 35_000 ? 0 : 1)
} catch {
  process.exit(1)
}
