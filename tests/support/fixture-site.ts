import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A small client site on loopback for the portal to watch: a home page that answers 200. */
export async function serveFixtureSite(name: string) {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    response.end(
      `<!doctype html><html lang="en"><head><title>${name}</title>` +
        `<meta name="description" content="${name}, on Main Street."></head><body><h1>${name}</h1></body></html>`,
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
