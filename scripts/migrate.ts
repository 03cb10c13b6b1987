// `npm run migrate`: applies pending migrations to DATABASE_URL, or to the embedded PostgreSQL when unset.
// `npm run migrate:down`: reverts the newest one. `npm run migrate:create NAME`: writes the next numbered
// migration file (migrations/NNNN_NAME.ts) to fill in.
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { loadDotEnv } from '@studio/api/platform/config/dotenv'
import { ConfigError, parseEnv } from '@studio/api/platform/config/env'
import { startEmbeddedPostgres } from '@studio/api/platform/db/embedded-postgres'
import { migrateDown, migrateUp, migrationNames, migrationsDir } from '@studio/api/platform/db/migrate'

const migrationTemplate = `import type { MigrationBuilder } from 'node-pg-migrate'

// Why this change: what it makes possible or safe.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('')
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('')
}
`

class UsageError extends Error {}

function createMigration(name: string | undefined) {
  if (!name || !/^[a-z][a-z0-9_]*$/.test(name))
    throw new UsageError(
      'Usage: npm run migrate:create NAME (lower-case letters, digits and _, e.g. add_invoices)',
    )
  const last = migrationNames().at(-1)
  const next = String(Number(last?.slice(0, 4) ?? 0) + 1).padStart(4, '0')
  const file = path.join(migrationsDir, `${next}_${name}.ts`)
  writeFileSync(file, migrationTemplate, { flag: 'wx' })
  console.warn(`Created ${path.relative(process.cwd(), file)}.`)
}

async function changeSchema(direction: 'up' | 'down') {
  const env = parseEnv()
  const embedded = env.DATABASE_URL ? undefined : await startEmbeddedPostgres(env.DATA_DIR)
  try {
    const databaseUrl = env.DATABASE_URL ?? embedded!.url
    const log = (line: string) => console.warn(line)
    if (direction === 'up') {
      const applied = await migrateUp(databaseUrl, log)
      console.warn(applied.length ? `Applied ${applied.length} migration(s).` : 'The database is up to date.')
    } else {
      const [reverted] = await migrateDown(databaseUrl, log)
      console.warn(reverted ? `Reverted ${reverted}.` : 'No migration to revert.')
    }
  } finally {
    await embedded?.stop()
  }
}

loadDotEnv()
const [command, name] = process.argv.slice(2)
try {
  if (command === 'create') createMigration(name)
  else await changeSchema(command === 'down' ? 'down' : 'up')
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof UsageError ? error.message : error)
  process.exit(1)
}
