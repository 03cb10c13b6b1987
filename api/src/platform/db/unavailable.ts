const connectionErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
])
const connectionMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
  'Query read timeout',
]

/**
 * True when an error means "PostgreSQL cannot be reached right now" rather than "this query is wrong":
 * network errors, the server shutting down or starting (SQLSTATE class 57P), connection exceptions (08).
 * Those are answered 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (
    typeof code === 'string' &&
    (connectionErrorCodes.has(code) || code.startsWith('57P') || code.startsWith('08'))
  ) {
    return true
  }
  if (connectionMessages.some((message) => error.message.includes(message))) return true
  return error instanceof AggregateError && error.errors.some(isDatabaseUnavailable)
}
