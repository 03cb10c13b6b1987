import { parseEnv, publicConfig, type PublicConfig } from '#studio-api/platform/config/env'

/**
 * The public configuration baked into this build. Only public facts are read here, so the production-only
 * rule (JWT_SECRET) must not stop a build: NODE_ENV is left out of the parse.
 */
export function buildPublicConfig(source: NodeJS.ProcessEnv = process.env): PublicConfig {
  return publicConfig(parseEnv({ ...source, NODE_ENV: undefined }))
}
