import type { Env } from '../config/env.ts'
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.ts'
import { migrateUp } from './migrate.ts'

export interface MigratedDatabase extends EmbeddedDatabase {
  /** true: the embedded PostgreSQL under DATA_DIR (DATABASE_URL unset). */
  embedded: boolean
  /** The migrations this call applied (none when the schema was up to date). */
  applied: string[]
}

/**
 * The database `npm start` runs on, with every migration applied: DATABASE_URL, or the embedded
 * PostgreSQL under DATA_DIR when it is unset (started here; `stop` stops it).
 */
export async function openMigratedDatabase(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>,
): Promise<MigratedDatabase> {
  const embedded = env.DATABASE_URL ? undefined : await startEmbeddedPostgres(env.DATA_DIR)
  try {
    const url = env.DATABASE_URL ?? embedded!.url
    const applied = await migrateUp(url)
    return { url, embedded: Boolean(embedded), applied, stop: async () => embedded?.stop() }
  } catch (error) {
    await embedded?.stop()
    throw error
  }
}
