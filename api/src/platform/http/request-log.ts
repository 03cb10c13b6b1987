import { randomUUID } from 'node:crypto'
import type { RequestHandler } from 'express'
import type { Logger } from '../logger.ts'

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The request's id: the caller's X-Request-Id when it is a sane one, else a new UUID. */
      id: string
      /** The app's logger, bound to this request's id. */
      log: Logger
    }
  }
}

const requestIdPattern = /^[\w-]{8,64}$/

/**
 * Gives every request an id (answered as X-Request-Id) and a logger bound to it, and writes one line per
 * finished request at info level. pino-http did the same but serialised the whole request into a child
 * logger on every call, even when nothing was logged: under load that was the costliest middleware.
 */
export function requestLogging(
  logger: Logger,
  options: {
    skip?: (path: string) => boolean
    /** The URL as logged: the caller takes out what must not reach a log (one-time links' secrets). */
    redactUrl?: (url: string) => string
  } = {},
): RequestHandler {
  const { redactUrl = (url: string) => url } = options
  return (req, res, next) => {
    const incoming = req.headers['x-request-id']
    const id = typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID()
    req.id = id
    req.log = logger.child({ reqId: id })
    res.setHeader('X-Request-Id', id)
    if (logger.isLevelEnabled('info') && !options.skip?.(req.path)) {
      const started = performance.now()
      const logLine = (message: string) =>
        req.log.info(
          {
            req: { method: req.method, url: redactUrl(req.originalUrl) },
            res: { statusCode: res.statusCode },
            responseTime: Math.round(performance.now() - started),
          },
          message,
        )
      res.once('finish', () => logLine('request completed'))
      res.once('close', () => {
        if (!res.writableFinished) logLine('request aborted')
      })
    }
    next()
  }
}
