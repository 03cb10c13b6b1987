import type { AddressInfo } from 'node:net'
import express from 'express'
import { serveSite } from '@studio/api/site/static-site'

export interface ServedBuild {
  baseUrl: string
  close(): Promise<void>
}

/**
 * A client build (a copy of web/build/client) served as the app serves it, plus the two API calls every
 * page load makes, answered the way the API does, so two builds can be measured side by side.
 */
export async function serveClientBuild(dir: string): Promise<ServedBuild> {
  const app = express()
  app.post('/api/dashboard/visitors.php', (_req, res) => res.status(204).end())
  app.post('/api/auth/validate_token.php', (_req, res) => res.status(401).json({ error: 'Not signed in.' }))
  app.use(serveSite(dir))
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
