import { pino, type Logger } from 'pino'

export type { Logger }

// Paths that may carry a secret anywhere in a logged object: they are never written out.
const redactedPaths = [
  'password',
  'token',
  'authorization',
  '*.password',
  '*.token',
  '*.authorization',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
]

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino({ level, redact: { paths: redactedPaths, censor: '[redacted]' } }, destination)
}
