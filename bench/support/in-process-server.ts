import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseEnv } from '@studio/api/platform/config/env'
import { startServer } from '@studio/api/server'
import { createJobSystem } from '@studio/worker/job-runtime'
import { createMigratedDatabase } from '../../tests/support/databases.ts'
import { resolveTestServices } from '../../tests/support/services.ts'

/**
 * The real server in this process over a fresh migrated database, with no REDIS_URL: jobs run inside it,
 * as `npm start` runs them without Redis. `stop()` also drops the database.
 */
export async function startInProcessServer(name: string, env: Record<string, string> = {}) {
  const services = await resolveTestServices()
  const database = await createMigratedDatabase(services.adminUrl, `bench_${name}`)
  const server = await startServer({
    env: parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.url,
      DATA_DIR: mkdtempSync(join(tmpdir(), `bench-${name}-`)),
      ...env,
    }),
    jobSystem: createJobSystem,
    port: 0,
  })
  return {
    ...server,
    async stop() {
      await server.stop()
      await database.drop()
      await services.stopPostgres()
    },
  }
}
