import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { spaPagePattern, spaPagesFile } from '@studio/api/contract/spa-pages'

// Renders the nginx locations of the pages the build left to the SPA fallback (the care plan's, signed in),
// from the list the build wrote beside the fallback (web/app/site/site-pages.ts is where it comes from):
// each route path becomes an anchored regex location answering with the fallback (studio/spa-fallback.conf).

/** The locations file for a built site directory (its build must have written the list). */
export async function renderSpaPages(buildDir: string): Promise<string> {
  const routePaths = JSON.parse(await readFile(path.join(buildDir, spaPagesFile), 'utf8')) as unknown
  if (!Array.isArray(routePaths) || !routePaths.every((routePath) => typeof routePath === 'string'))
    throw new Error(`${spaPagesFile} in ${buildDir} is not a list of paths.`)
  const lines = [
    `# Generated from the built site's ${spaPagesFile} by infra/nginx/write-generated.ts: do not edit.`,
  ]
  for (const routePath of routePaths) {
    // The pattern holds no double quote or brace (a route path has none), so it is safe in quotes.
    lines.push(`location ~ "${spaPagePattern(routePath)}" {`, '    include studio/spa-fallback.conf;', '}')
  }
  return `${lines.join('\n')}\n`
}
