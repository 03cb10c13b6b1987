import { randomBytes } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ensurePrivateDataDir } from './data-dir.ts'
import { minimumSecretLength } from './secret-strength.ts'
import { ConfigError, type Env } from './env.ts'

/**
 * The JWT signing secret. Production must set JWT_SECRET; elsewhere a random secret is generated once and
 * kept in the data folder, so sign-ins survive a restart without anyone having to invent a secret. A
 * secret file someone shortened stops start with a sentence rather than signing tokens with it.
 */
export function resolveJwtSecret(env: Env): string {
  if (env.JWT_SECRET) return env.JWT_SECRET
  const file = join(env.DATA_DIR, 'jwt-secret')
  let kept: string
  try {
    kept = readFileSync(file, 'utf8').trim()
  } catch {
    ensurePrivateDataDir(env.DATA_DIR)
    const secret = randomBytes(48).toString('base64url')
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
    return secret
  }
  if (kept.length < minimumSecretLength) {
    throw new ConfigError(
      `Invalid configuration: the JWT secret in ${file} is shorter than ${minimumSecretLength} characters; ` +
        'delete the file to have a new one generated (this signs everyone out) or set JWT_SECRET.',
    )
  }
  return kept
}
