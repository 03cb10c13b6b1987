// `npm run migrate`: applies pending migrations to DATABASE_URL, or to the embedded PostgreSQL when unset.
import { ConfigError, parseEnv } from '../api/src/config/env.ts'
import { startEmbeddedPostgres } from '../api/src/db/embedded-postgres.ts'
import { migrateUp } from '../api/src/db/migrate.ts'

try {
  const env = parseEnv()
  const embedded = env.DATABASE_URL ? undefined : await startEmbeddedPostgres(env.DATA_DIR)
  const applied = await migrateUp(env.DATABASE_URL ?? embedded!.url, (line) => console.warn(line))
  console.warn(applied.length ? `Applied ${applied.length} migration(s).` : 'The database is up to date.')
  await embedded?.stop()
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
}
