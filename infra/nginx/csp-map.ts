import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { contentSecurityPolicy, inlineScriptHashes } from '@studio/api/site/content-security-policy'

// Renders the nginx `map` that gives each prerendered page its own Content-Security-Policy (its inline
// script hashes). nginx sees the page's file in $uri after try_files, with a doubled slash for "/" and
// "/about/" (`//index.html`, `/about//index.html`), hence the anchored patterns with `/+`.

const regexSpecial = /[.*+?^${}()|[\]\\]/g

function uriPattern(relativeFile: string): string {
  const segments = relativeFile.split(path.sep).map((segment) => segment.replace(regexSpecial, '\\$&'))
  return `~^/+${segments.join('/+')}$`
}

/** The map file for a built site directory: `$content_security_policy` per HTML file, a default for the rest. */
export async function renderCspMap(buildDir: string): Promise<string> {
  const entries = await readdir(buildDir, { recursive: true, withFileTypes: true })
  const pages = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(buildDir, path.join(entry.parentPath, entry.name)))
    .sort()

  const lines = [
    '# Generated from the built site by infra/nginx/write-generated.ts: do not edit.',
    'map $uri $content_security_policy {',
    `    default "${contentSecurityPolicy()}";`,
  ]
  for (const page of pages) {
    const hashes = inlineScriptHashes(await readFile(path.join(buildDir, page), 'utf8'))
    lines.push(`    "${uriPattern(page)}" "${contentSecurityPolicy(hashes)}";`)
  }
  lines.push('}', '')
  return lines.join('\n')
}
