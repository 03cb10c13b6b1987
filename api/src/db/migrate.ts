import { fileURLToPath } from 'node:url'
import { runner } from 'node-pg-migrate'

const migrationsDir = fileURLToPath(new URL('../../../migrations', import.meta.url))

/** Applies every pending migration in migrations/; safe to run concurrently (advisory lock). */
export async function migrateUp(databaseUrl: string, log: (message: string) => void = () => undefined) {
  const applied = await runner({
    databaseUrl,
    dir: migrationsDir,
    direction: 'up',
    migrationsTable: 'pgmigrations',
    checkOrder: true,
    log,
  })
  return applied.map((migration) => migration.name)
}
