import { parsePublicConfig, type PublicConfig } from '@studio/api/contract/public-config'

/**
 * The public configuration baked into this build: only the public settings are read, so none of the
 * server's own rules (a production JWT_SECRET) can stop a build.
 */
export function buildPublicConfig(source: NodeJS.ProcessEnv = process.env): PublicConfig {
  return parsePublicConfig(source)
}
