import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorMiddleware } from '@studio/api/platform/http/error-middleware'
import { requestLogging } from '@studio/api/platform/http/request-log'
import { createLogger } from '@studio/api/platform/logger'
import { serveSite } from '@studio/api/site/static-site'
import { captureLogs } from '../support/log-capture.ts'
import { waitFor } from '../support/wait-for.ts'

// A visitor closing the tab while a file downloads used to be logged as a level-50 error with a stack.
describe('a client that hangs up mid-download', () => {
  const buildDir = mkdtempSync(join(tmpdir(), 'studio-abort-'))
  const logs = captureLogs()
  let server: Server
  let port: number

  beforeAll(async () => {
    mkdirSync(join(buildDir, '404'))
    writeFileSync(join(buildDir, '404', 'index.html'), '<!doctype html><title>Not found</title>')
    writeFileSync(join(buildDir, 'large.txt'), 'x'.repeat(64 * 1024 * 1024))
    const app = express()
    app.use(requestLogging(createLogger('info', logs.destination)))
    app.use(serveSite(buildDir))
    app.use(errorMiddleware)
    server = app.listen(0)
    await new Promise((resolve) => server.once('listening', resolve))
    port = (server.address() as { port: number }).port
  })
  afterAll(() => {
    server?.close()
    rmSync(buildDir, { recursive: true, force: true })
  })

  it('is logged as info, with no error line and no stack', async () => {
    await new Promise<void>((resolve, reject) => {
      const call = request({ port, path: '/large.txt' }, (reply) => {
        reply.once('data', () => {
          call.destroy()
          resolve()
        })
      })
      call.on('error', (error) => (call.destroyed ? undefined : reject(error)))
      call.end()
    })
    await waitFor('the hang-up to be logged', () =>
      logs.lines.some((line) => line.includes('client closed the connection')),
    )
    const entries = logs.lines.map(
      (line) => JSON.parse(line) as { level: number; msg: string; err?: unknown },
    )
    expect(entries.filter((entry) => entry.level >= 40)).toEqual([])
    expect(entries.find((entry) => entry.msg === 'client closed the connection')).toMatchObject({ level: 30 })
  })
})
