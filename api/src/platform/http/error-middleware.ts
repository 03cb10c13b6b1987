import type { ErrorRequestHandler, RequestHandler } from 'express'
import { isDatabaseUnavailable } from '../db/unavailable.ts'
import { HttpError } from './http-error.ts'

export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ error: `There is no API endpoint at ${req.method} ${req.path}.`, requestId: req.id })
}

interface BodyParserError {
  type?: string
  status?: number
  code?: string
}

/** How a stream or body read fails when the client hangs up mid-request or mid-reply. */
const hangUpCodes = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'ECONNABORTED', 'EPIPE'])

/** Every error ends here: a status and `{ error, requestId }`, never a stack or HTML. */
export const errorMiddleware: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  // A visitor who closes the tab mid-download is no failure of ours, and there is nobody left to answer.
  if (req.socket.destroyed && hangUpCodes.has((error as BodyParserError)?.code ?? '')) {
    req.log.info({ reason: (error as BodyParserError).code }, 'client closed the connection')
    return
  }
  const { status, message } = describe(error)
  // An HttpError is a failure we foresaw (an upstream down, a queue away): a warning. Anything else is a bug.
  if (!(error instanceof HttpError) && status >= 500) req.log.error({ err: error }, 'request failed')
  else if (status >= 500) req.log.warn({ status, reason: message }, 'request could not be served')
  else req.log.info({ status, reason: message }, 'request refused')
  if (res.headersSent) return
  if (error instanceof HttpError && error.retryAfterSeconds)
    res.set('Retry-After', String(error.retryAfterSeconds))
  res.status(status).json({ error: message, requestId: req.id })
}

function describe(error: unknown): { status: number; message: string } {
  if (error instanceof HttpError) return { status: error.status, message: error.message }
  const bodyError = error as BodyParserError
  switch (bodyError?.type) {
    case 'entity.parse.failed':
      return { status: 400, message: 'The request body is not valid JSON.' }
    case 'entity.too.large':
      return { status: 413, message: 'The request body is too large.' }
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return { status: 415, message: 'The request body must be UTF-8 JSON.' }
  }
  if (isDatabaseUnavailable(error)) {
    return { status: 503, message: 'Our database is unavailable right now. Please try again in a minute.' }
  }
  if (bodyError?.status && bodyError.status >= 400 && bodyError.status < 500) {
    return { status: bodyError.status, message: 'The request could not be read.' }
  }
  return { status: 500, message: 'Something went wrong on our side. Please try again in a minute.' }
}
