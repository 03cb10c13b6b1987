import express, { type Express } from 'express'
import helmet from 'helmet'
import type { AppDeps } from './deps.ts'
import { apiNotFound, errorMiddleware } from './platform/http/error-middleware.ts'
import { rejectNulCharacters } from './platform/http/reject-nul-characters.ts'
import { permissionsPolicyHeader } from './platform/http/security-headers.ts'
import { requestLogging } from './platform/http/request-log.ts'
import { redactUrlSecrets } from './accounts/url-secrets.ts'
import { createMetrics } from './platform/metrics/metrics.ts'
import { apiRoutes } from './routes.ts'
import { siteEventRoutes } from './site-analytics/site-analytics.routes.ts'
import { serveSite } from './site/static-site.ts'

/** The whole HTTP application, without listening: server.ts listens, tests call it directly. */
export function createApp(deps: AppDeps): Express {
  const app = express()
  app.disable('x-powered-by')
  // API replies are no-store, and the site's files carry their own validators: hashing every body for an
  // ETag would be work nobody uses.
  app.set('etag', false)
  // Only the proxies TRUST_PROXY names may say who the client is (X-Forwarded-For): anyone else could
  // pick the address its rate limits count under.
  app.set('trust proxy', deps.env.TRUST_PROXY)

  // Not logged: health probes, and the analytics beacon (a line per pageview of every client site).
  app.use(
    requestLogging(deps.logger, {
      skip: (path) => path === '/api/health' || path === '/api/v',
      redactUrl: redactUrlSecrets,
    }),
  )
  // Without METRICS_TOKEN there is no /metrics, so nothing could read what timing every request would record.
  const metrics = deps.env.METRICS_TOKEN ? createMetrics(deps) : undefined
  if (metrics) app.use(metrics.timeRequests)
  app.use(permissionsPolicyHeader)
  if (metrics) app.use(metrics.metricsRoute())

  // HSTS only over TLS (directly, or behind a proxy that says so): it means nothing over plain HTTP.
  // req.secure asks the trust-proxy rules about the peer's address; only worth it when a proxy spoke.
  app.use((req, res, next) => {
    if ((req.socket as { encrypted?: boolean }).encrypted || (req.headers['x-forwarded-proto'] && req.secure))
      res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    next()
  })

  const api = express.Router()
  api.use(
    helmet({
      contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      // Never framed, as the pages (docs/security.md); helmet's default is SAMEORIGIN.
      xFrameOptions: { action: 'deny' },
      strictTransportSecurity: false,
    }),
  )
  // Before the JSON parser: the beacon reads its own body (text/plain or JSON, at most 4 KB).
  api.use(siteEventRoutes(deps))
  api.use(express.json({ limit: '100kb', strict: true }))
  api.use(rejectNulCharacters)
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store')
    next()
  })
  api.use(apiRoutes(deps))
  api.use(apiNotFound)
  app.use('/api', api)

  if (deps.siteDir) app.use(serveSite(deps.siteDir))
  app.use(errorMiddleware)
  return app
}
