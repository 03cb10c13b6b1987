import type { RequestHandler } from 'express'
import { badRequest } from './http-error.ts'

const sentence = 'Text must not contain NUL characters.'

/**
 * PostgreSQL cannot store U+0000 in text, so a NUL anywhere in a body or query would surface as a database
 * error. No real input has one: refuse it up front, for every endpoint at once.
 */
export const rejectNulCharacters: RequestHandler = (req, _res, next) => {
  next(containsNul(req.body) || containsNul(req.query) ? badRequest(sentence) : undefined)
}

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (value === null || typeof value !== 'object' || depth > 64) return false
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNul(item, depth + 1)) return true
  }
  return false
}
