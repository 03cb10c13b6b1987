import { existsSync } from 'node:fs'
import path from 'node:path'

/**
 * Reads `.env` from the directory the command runs in (npm runs scripts from the repo root) into
 * process.env, when there is one. A variable the environment already has keeps its value: Node's
 * loadEnvFile never overwrites one. Returns the file it read.
 */
export function loadDotEnv(directory = process.cwd()): string | undefined {
  const file = path.join(directory, '.env')
  if (!existsSync(file)) return undefined
  process.loadEnvFile(file)
  return file
}
