import { randomUUID } from 'node:crypto'
import express, { type Express } from 'express'
import helmet from 'helmet'
import { pinoHttp } from 'pino-http'
import { redactUrlSecrets } from './auth/url-secrets.ts'
import type { AppDeps } from './deps.ts'
import { apiNotFound, errorMiddleware } from './http/error-middleware.ts'
import { rejectNulCharacters } from './http/reject-nul-characters.ts'
import { apiRoutes } from './routes.ts'
import { serveSite } from './site/static-site.ts'

const requestIdPattern = /^[\w-]{8,64}$/

/** The whole HTTP application, without listening: server.ts listens, tests call it directly. */
export function createApp(deps: AppDeps): Express {
  const app = express()
  app.disable('x-powered-by')
  // Behind nginx (compose) or a local proxy, the client's address is in X-Forwarded-For.
  app.set('trust proxy', 'loopback, linklocal, uniquelocal')

  app.use(
    pinoHttp({
      logger: deps.logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id']
        const id = typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID()
        res.setHeader('X-Request-Id', id)
        return id
      },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: redactUrlSecrets(req.url),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      autoLogging: { ignore: (req) => req.url === '/api/health' },
    }),
  )

  // HSTS only over TLS (directly, or behind a proxy that says so): it means nothing over plain HTTP.
  app.use((req, res, next) => {
    if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    next()
  })

  const api = express.Router()
  api.use(
    helmet({
      contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      strictTransportSecurity: false,
    }),
  )
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
