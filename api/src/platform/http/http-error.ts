/** The one error type handlers throw: an HTTP status and a sentence a person can act on. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** For a 429: when to try again, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export const badRequest = (message: string) => new HttpError(400, message)
export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, message)
export const forbidden = (message = 'Your account is not allowed to do that.') => new HttpError(403, message)
export const notFound = (message: string) => new HttpError(404, message)
export const conflict = (message: string) => new HttpError(409, message)
export const serviceUnavailable = (message: string) => new HttpError(503, message)
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, Math.max(1, Math.ceil(retryAfterSeconds)))
