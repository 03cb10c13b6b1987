// `npm run user:add -- --username U --email E [--password P] [--admin] [--household studio]`: creates an
// account, the only way to make an admin or a member of the studio's household (admins always are; others
// get a household of their own). Without --password it prompts (hidden) on a terminal or reads stdin.
// Same environment as `npm start`: DATABASE_URL, or the embedded PostgreSQL (running or not).
import { parseArgs } from 'node:util'
import { registerBody } from '@studio/api/contract/accounts.schemas'
import { loadDotEnv } from '@studio/api/platform/config/dotenv'
import { ConfigError, parseEnv } from '@studio/api/platform/config/env'
import { startEmbeddedPostgres } from '@studio/api/platform/db/embedded-postgres'
import { migrateUp } from '@studio/api/platform/db/migrate'
import { createPool } from '@studio/api/platform/db/pool'
import { HttpError } from '@studio/api/platform/http/http-error'
import { createLogger } from '@studio/api/platform/logger'
import { createAccount } from '@studio/api/accounts/users.service'
import { PasswordInputCancelled, readPassword } from './read-password.ts'

const usage =
  'Usage: npm run user:add -- --username U --email E [--password P] [--admin] [--household studio]'

async function main() {
  const values = readArguments()
  if (values.household !== undefined && values.household !== 'studio') {
    throw new UsageError(
      `${usage}\n  --household may only be studio (without it, a client gets a household of its own)`,
    )
  }
  const password = values.password ?? (await readPassword())
  const parsed = registerBody.omit({ role: true }).safeParse({ ...values, password })
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  --${issue.path.join('.')} ${issue.message}`)
    throw new UsageError([usage, ...problems].join('\n'))
  }
  const env = parseEnv()
  const embedded = env.DATABASE_URL ? undefined : await startEmbeddedPostgres(env.DATA_DIR)
  const databaseUrl = env.DATABASE_URL ?? embedded!.url
  await migrateUp(databaseUrl)
  const db = createPool(databaseUrl, createLogger('error'), 1)
  try {
    const role = values.admin ? 'admin' : 'client'
    const household = values.admin || values.household === 'studio' ? 'studio' : 'private'
    const user = await createAccount(db, { ...parsed.data, role, household })
    console.warn(
      `Created ${role} '${user.username}' (id ${user.id}, ${user.email}) in ${household === 'studio' ? 'the studio’s household' : 'a household of its own'}.`,
    )
  } finally {
    await db.end()
    await embedded?.stop()
  }
}

class UsageError extends Error {}

function readArguments() {
  try {
    const options = {
      username: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      admin: { type: 'boolean', default: false },
      household: { type: 'string' },
    } as const
    return parseArgs({ options }).values
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : error}\n${usage}`)
  }
}

loadDotEnv()
try {
  await main()
} catch (error) {
  const known =
    error instanceof UsageError ||
    error instanceof ConfigError ||
    error instanceof HttpError ||
    error instanceof PasswordInputCancelled
  console.error(known ? error.message : error)
  process.exit(1)
}
