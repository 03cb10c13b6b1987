import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// Loopback sites for the monitor's tests and bench: each answers as its `mode` says, switchable at any time.

export type FixtureMode =
  | { kind: 'up' }
  /** Answers `status` (after `delayMs`, if given). */
  | { kind: 'down'; status: number; delayMs?: number }
  /** Answers 200 after `delayMs`. */
  | { kind: 'slow'; delayMs: number }

export interface FixtureSite {
  url: string
  mode: FixtureMode
  /** How many requests it has answered (or started to). */
  hits: number
  close(): Promise<void>
}

const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fixture bakery in town</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head><body><h1>Fresh bread</h1></body></html>`

function answer(site: FixtureSite) {
  return (_req: IncomingMessage, res: ServerResponse) => {
    site.hits++
    const { mode } = site
    const send =
      mode.kind === 'down'
        ? () => res.writeHead(mode.status, { 'content-type': 'text/plain' }).end('Service unavailable')
        : () => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page)
    const delayMs = mode.kind === 'up' ? 0 : (mode.delayMs ?? 0)
    if (delayMs) setTimeout(send, delayMs).unref()
    else send()
  }
}

async function listen(server: Server, site: FixtureSite, scheme: 'http' | 'https'): Promise<FixtureSite> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  site.url = `${scheme}://127.0.0.1:${(server.address() as AddressInfo).port}/`
  site.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return site
}

function newSite(mode: FixtureMode): FixtureSite {
  return { url: '', mode, hits: 0, close: async () => undefined }
}

/** An http site on 127.0.0.1. */
export async function startFixtureSite(mode: FixtureMode = { kind: 'up' }): Promise<FixtureSite> {
  const site = newSite(mode)
  return listen(createServer(answer(site)), site, 'http')
}

/** Runs `use` with an http site on 127.0.0.1, and closes the site after, whatever happened. */
export async function withFixtureSite<T>(
  mode: FixtureMode | undefined,
  use: (site: FixtureSite) => Promise<T>,
): Promise<T> {
  const site = await startFixtureSite(mode)
  try {
    return await use(site)
  } finally {
    await site.close()
  }
}

/**
 * An https site on 127.0.0.1 with a self-signed certificate (made with the openssl command) that expires
 * in `validDays` days; `certificate` is its PEM, for a test that trusts it.
 */
export async function startHttpsFixtureSite(
  validDays: number,
  mode: FixtureMode = { kind: 'up' },
): Promise<FixtureSite & { certificate: string }> {
  const folder = mkdtempSync(join(tmpdir(), 'fixture-site-'))
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(folder, 'key.pem')]
        .concat(['-out', join(folder, 'cert.pem'), '-days', String(validDays), '-subj', '/CN=127.0.0.1'])
        .concat(['-addext', 'subjectAltName=IP:127.0.0.1']),
      { stdio: 'ignore' },
    )
    const key = readFileSync(join(folder, 'key.pem'), 'utf8')
    const certificate = readFileSync(join(folder, 'cert.pem'), 'utf8')
    const site = newSite(mode)
    await listen(createHttpsServer({ key, cert: certificate }, answer(site)), site, 'https')
    return Object.assign(site, { certificate })
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

/** A port on 127.0.0.1 where nothing listens: a site whose server is gone (connection refused). */
export async function refusedUrl(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}/`
}
