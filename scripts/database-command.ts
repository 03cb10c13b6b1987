// The frame of a command that works on the app's database, as `npm run backup` and `restore` do: .env read,
// the settings checked, DATABASE_URL or else the embedded PostgreSQL under DATA_DIR (joined when the app
// runs it, started and stopped again when not), and a failure told in one sentence with exit code 1.
import { loadDotEnv } from '@studio/api/platform/config/dotenv'
import { ConfigError, parseEnv, type Env } from '@studio/api/platform/config/env'
import { startEmbeddedPostgres } from '@studio/api/platform/db/embedded-postgres'

export interface CommandDatabase {
  url: string
  /** "the embedded database" or "the database studio at host:5432", for sentences. */
  description: string
}

/** "1 row", "1,234 rows". */
export const rowCount = (rows: number) => `${rows.toLocaleString('en-US')} ${rows === 1 ? 'row' : 'rows'}`

/** An error whose message is the whole story for the person at the terminal (no stack). */
export class CommandError extends Error {}

export async function runDatabaseCommand(
  work: (env: Env, openDatabase: () => Promise<CommandDatabase>) => Promise<void>,
): Promise<void> {
  loadDotEnv()
  let stopEmbedded: (() => Promise<void>) | undefined
  try {
    const env = parseEnv()
    await work(env, async () => {
      if (env.DATABASE_URL) {
        const { pathname, host } = new URL(env.DATABASE_URL)
        return { url: env.DATABASE_URL, description: `the database ${pathname.slice(1)} at ${host}` }
      }
      const embedded = await startEmbeddedPostgres(env.DATA_DIR)
      stopEmbedded = embedded.stop
      return { url: embedded.url, description: 'the embedded database' }
    })
  } catch (error) {
    const known = error instanceof CommandError || error instanceof ConfigError
    console.error(known ? error.message : error)
    process.exitCode = 1
  } finally {
    await stopEmbedded?.()
  }
}
