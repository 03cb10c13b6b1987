import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { verifyPassword } from '@studio/api/accounts/password-hash'
import { createMigratedDatabase } from '../support/databases.ts'
import { waitFor } from '../support/wait-for.ts'

// `npm run user:add` as a person runs it: its own process, over a real PostgreSQL database.

let database: Awaited<ReturnType<typeof createMigratedDatabase>>
let db: pg.Pool
beforeAll(async () => {
  database = await createMigratedDatabase(
    inject('adminDatabaseUrl'),
    'studio_useradd',
    inject('templateDatabase'),
  )
  db = new pg.Pool({ connectionString: database.url, max: 1 })
})
afterAll(async () => {
  await db?.end()
  await database?.drop()
})

const scriptCommand = [process.execPath, '--import', 'tsx', 'scripts/user-add.ts']

/** Starts `command` with the script's environment; `output` gathers what it prints, `exit` its code. */
function start(command: string, args: string[]) {
  const child = spawn(command, args, {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'user-add-')),
      HOUSEHOLD_MEMBERS: 'Ruth,Boaz',
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  const run = { child, output: '', exit: new Promise<number | null>((resolve) => child.on('close', resolve)) }
  child.stdout.on('data', (chunk) => (run.output += chunk))
  child.stderr.on('data', (chunk) => (run.output += chunk))
  return run
}

/** Runs the script with `args`, writing `stdin` to it (a pipe, not a terminal), and waits for it to exit. */
async function userAdd(args: string[], stdin: string) {
  const run = start(scriptCommand[0]!, [...scriptCommand.slice(1), ...args])
  run.child.stdin.end(stdin)
  const code = await run.exit
  return { code, output: run.output }
}

const account = async (username: string) =>
  (
    await db.query(
      `SELECT users.role, users.password_hash, households.studio
       FROM users JOIN households ON households.id = users.household_id WHERE username = $1`,
      [username],
    )
  ).rows[0] as { role: string; password_hash: string; studio: boolean } | undefined

describe('npm run user:add', () => {
  it('reads the password from stdin when --password is absent, and gives a client its own household', async () => {
    const result = await userAdd(['--username', 'piped', '--email', 'piped@example.test'], 'from-stdin-9\n')
    expect(result.output).toContain("Created client 'piped'")
    expect(result.code).toBe(0)
    const created = await account('piped')
    expect(created).toMatchObject({ role: 'client', studio: false })
    expect(await verifyPassword(created!.password_hash, 'from-stdin-9')).toBe(true)
  })

  it('puts an account in the studio household with --household studio, and every admin there', async () => {
    const member = await userAdd(
      ['--username', 'spouse', '--email', 'spouse@example.test', '--household', 'studio'],
      'spouse-pass-1\n',
    )
    expect(member.code).toBe(0)
    expect(await account('spouse')).toMatchObject({ role: 'client', studio: true })
    const admin = await userAdd(
      ['--username', 'boss', '--email', 'boss@example.test', '--password', 'boss-pass-1', '--admin'],
      '',
    )
    expect(admin.code).toBe(0)
    expect(await account('boss')).toMatchObject({ role: 'admin', studio: true })
  })

  it('asks twice at a hidden prompt on a terminal, never echoing the password', async () => {
    // util-linux `script` runs the command on a pseudo-terminal, as a person's shell would.
    const command = [...scriptCommand, '--username', 'typist', '--email', 'typist@example.test'].join(' ')
    const run = start('script', ['-qec', command, '/dev/null'])
    await waitFor('the first prompt', () => run.output.includes('Password: '), 30_000)
    run.child.stdin.write('typed-secret-1\r')
    await waitFor('the second prompt', () => run.output.includes('Password again: '))
    run.child.stdin.write('typed-secret-1\r')
    await waitFor('the account', () => run.output.includes("Created client 'typist'"), 30_000)
    run.child.stdin.end()
    expect(await run.exit).toBe(0)
    expect(run.output).not.toContain('typed-secret-1')
    expect(await verifyPassword((await account('typist'))!.password_hash, 'typed-secret-1')).toBe(true)
  })

  it('refuses a household other than studio, and a short piped password, creating nothing', async () => {
    const wrongHousehold = await userAdd(
      ['--username', 'odd', '--email', 'odd@example.test', '--household', 'mine'],
      'long-enough-1\n',
    )
    expect(wrongHousehold.code).toBe(1)
    expect(wrongHousehold.output).toContain('--household may only be studio')
    const short = await userAdd(['--username', 'short', '--email', 'short@example.test'], 'abc\n')
    expect(short.code).toBe(1)
    expect(short.output).toContain('--password must be at least 8 characters')
    expect(await account('odd')).toBeUndefined()
    expect(await account('short')).toBeUndefined()
  })
})
