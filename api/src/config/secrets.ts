import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Env } from './env.ts'

/**
 * The JWT signing secret. Production must set JWT_SECRET; elsewhere a random secret is generated once and
 * kept in the data folder, so sign-ins survive a restart without anyone having to invent a secret.
 */
export function resolveJwtSecret(env: Env): string {
  if (env.JWT_SECRET) return env.JWT_SECRET
  const file = join(env.DATA_DIR, 'jwt-secret')
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    mkdirSync(env.DATA_DIR, { recursive: true })
    const secret = randomBytes(48).toString('base64url')
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
    return secret
  }
}
