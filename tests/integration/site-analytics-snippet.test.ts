import { existsSync, readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveSite } from '@studio/api/site/static-site'

// The analytics snippet in the built site, as `npm start` serves it (run `npm run build` first; this test
// never builds). nginx's headers for it are tested in compose.test.ts.
const buildDir = path.resolve(import.meta.dirname, '../../web/build/client')
if (!existsSync(path.join(buildDir, 'v.js'))) {
  throw new Error(`No analytics snippet in ${buildDir}. Run \`npm run build\` before the integration tests.`)
}

let server: Server
let baseUrl: string

beforeAll(async () => {
  const app = express()
  app.use(serveSite(buildDir))
  server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

describe('the built snippet', () => {
  it('is at most 1,024 bytes under gzip -9 (docs/portal.md#site-analytics)', () => {
    const built = readFileSync(path.join(buildDir, 'v.js'))
    expect(gzipSync(built, { level: 9 }).length).toBeLessThanOrEqual(1_024)
  })

  it.each(['/v.js', '/v-vitals.js'])('%s is loadable by other sites and cached an hour', async (file) => {
    const response = await fetch(baseUrl + file, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('set-cookie')).toBeNull()
    const body = Buffer.from(await response.arrayBuffer())
    expect(body.toString()).toBe(readFileSync(path.join(buildDir, file.slice(1)), 'utf8'))
  })

  it('leaves the site’s own scripts same-origin', async () => {
    const response = await fetch(`${baseUrl}/sw-register.js`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cross-origin-resource-policy')).toBeNull()
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })
})
