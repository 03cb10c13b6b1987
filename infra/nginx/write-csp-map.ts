// Usage: node --import tsx infra/nginx/write-csp-map.ts <built site dir> <output .conf>
// Run by the Dockerfile's web build stage after `npm run build`.
import { writeFile } from 'node:fs/promises'
import { renderCspMap } from './csp-map.ts'

const [buildDir, outputFile] = process.argv.slice(2)
if (!buildDir || !outputFile) {
  console.error('Usage: write-csp-map.ts <built site dir> <output .conf>')
  process.exit(1)
}
await writeFile(outputFile, await renderCspMap(buildDir))
