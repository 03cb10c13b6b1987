import path from 'node:path'
import { build } from 'esbuild'

const snippetDir = path.join(import.meta.dirname, '../analytics-snippet')

/** The snippet's budget under gzip -9 (docs/portal.md#site-analytics); analytics-snippet.test.ts holds it. */
export const snippetGzipBudget = 1_024

/**
 * Writes <clientDir>/v.js (the snippet clients paste: a classic script, no names left behind) and
 * <clientDir>/v-vitals.js (the Core Web Vitals module it imports after load, with web-vitals bundled in).
 * Both are served with a cross-origin resource policy, an hour's caching and CORS (api/src/site/
 * static-site.ts, infra/nginx/studio/site.conf).
 */
export async function writeAnalyticsSnippet(clientDir: string): Promise<void> {
  const common = {
    bundle: true,
    minify: true,
    target: 'es2020',
    logLevel: 'warning',
    legalComments: 'none',
  } as const
  await build({
    ...common,
    entryPoints: [path.join(snippetDir, 'v.ts')],
    outfile: path.join(clientDir, 'v.js'),
    format: 'iife',
  })
  await build({
    ...common,
    entryPoints: [path.join(snippetDir, 'v-vitals.ts')],
    outfile: path.join(clientDir, 'v-vitals.js'),
    format: 'esm',
  })
}
