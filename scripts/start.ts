// `npm start`: builds the site if it is missing or was built with other settings, then serves the whole
// product (site, /api, jobs) on PORT. With DATABASE_URL unset it runs an embedded PostgreSQL.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { isDeepStrictEqual } from 'node:util'
import { ConfigError, parseEnv, publicConfig, type PublicConfig } from '../api/src/config/env.ts'
import { startServer } from '../api/src/server.ts'

const builtConfigFile = new URL('../web/build/public-config.json', import.meta.url)

function siteBuildIsCurrent(expected: PublicConfig): boolean {
  try {
    return isDeepStrictEqual(JSON.parse(readFileSync(builtConfigFile, 'utf8')), expected)
  } catch {
    return false
  }
}

try {
  const env = parseEnv()
  const started = Date.now()
  if (!siteBuildIsCurrent(publicConfig(env))) {
    console.warn('Building the site (first start, or its settings changed)...')
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
  const { url } = await startServer({ env, withWorker: true, handleSignals: true })
  console.warn(`Ready in ${((Date.now() - started) / 1000).toFixed(1)} s at ${url}`)
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
}
