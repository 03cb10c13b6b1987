import { chmodSync, mkdirSync, statSync } from 'node:fs'

/**
 * Makes the data folder (the JWT secret, the embedded database and its password, mail) private to the
 * app's user: 0700, also when an older start left it 0755. As root the embedded PostgreSQL runs as the
 * `postgres` user, who must pass through this folder to its own: 0711 then (enter, not list). A folder
 * someone else owns (a mounted volume) is left as its owner set it.
 */
export function ensurePrivateDataDir(dataDir: string): void {
  const mode = process.getuid?.() === 0 ? 0o711 : 0o700
  mkdirSync(dataDir, { recursive: true, mode })
  if (statSync(dataDir).uid === process.getuid?.()) chmodSync(dataDir, mode)
}
