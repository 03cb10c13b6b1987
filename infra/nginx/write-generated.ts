// Usage: node --import tsx infra/nginx/write-generated.ts <built site dir> <output dir>
// Run by the Dockerfile's web build stage after `npm run build`: writes the two configuration files that
// come from the built site, csp-map.conf (each page's Content-Security-Policy) and spa-pages.conf (the
// pages answered with the SPA fallback), for /etc/nginx/studio/.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { renderCspMap } from './csp-map.ts'
import { renderSpaPages } from './spa-pages.ts'

const [buildDir, outputDir] = process.argv.slice(2)
if (!buildDir || !outputDir) {
  console.error('Usage: write-generated.ts <built site dir> <output dir>')
  process.exit(1)
}
await mkdir(outputDir, { recursive: true })
await writeFile(path.join(outputDir, 'csp-map.conf'), await renderCspMap(buildDir))
await writeFile(path.join(outputDir, 'spa-pages.conf'), await renderSpaPages(buildDir))
