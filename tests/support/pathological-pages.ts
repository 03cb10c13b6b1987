import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

// Pages built to make a naive page scanner slow, each just under the audit's 5 MB read limit, and a
// loopback server for them (the audit fetches them with AUDIT_ALLOW_PRIVATE_NETWORKS=1).

const head = '<!doctype html><html lang="en"><head><title>Crafted page</title></head><body><h1>Top</h1>'
const pageBytes = 5 * 1024 * 1024 - 64
const filledWith = (start: string, unit: string) =>
  start + unit.repeat(Math.floor((pageBytes - start.length) / unit.length))

export const pathologicalPages = {
  'repeated-a-b': filledWith(head, '<a b'),
  'unclosed-comments': filledWith(head, '<!--<h1>'),
  'unclosed-attributes': filledWith(head, '<img alt="<a href=\''),
  'deep-nesting': filledWith(`${head}${'<div>'.repeat(10_000)}`, '<span>deep</span>'),
}
export type PathologicalPage = keyof typeof pathologicalPages

export interface PathologicalPagesServer {
  url: string
  /** Names of the pages sent in full so far, in order, each noted once its reader closed the connection. */
  served: PathologicalPage[]
  close(): Promise<void>
}

/** GET /<page name> answers that page as text/html. */
export async function servePathologicalPages(): Promise<PathologicalPagesServer> {
  const served: PathologicalPage[] = []
  // Encoded once: a benchmark that serves them from its own process should not pay it per request.
  const bodies = new Map(Object.entries(pathologicalPages).map(([name, html]) => [name, Buffer.from(html)]))
  const server = createServer((req, res) => {
    const name = (req.url ?? '/').slice(1) as PathologicalPage
    const body = bodies.get(name)
    if (!body) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('no such page')
      return
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    res.end(body, () => req.socket.once('close', () => served.push(name)))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
