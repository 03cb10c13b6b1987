import { createHash } from 'node:crypto'
import type { Request } from 'express'
import { progressIdHeader } from '../contract/tools.ts'
import { badRequest } from '../platform/http/http-error.ts'

// At least 22 base64url characters: 128 bits or more, so nobody guesses another visitor's id.
const progressIdPattern = /^[A-Za-z0-9_-]{22,64}$/
const badProgressId = 'The progress id must be 22 to 64 letters, digits, - or _ (at least 128 random bits).'

/**
 * The server-side key for a visitor's progress id. Only this hash names the job in the queue, so the id
 * itself is never stored, and what the queue holds cannot be turned back into a working id.
 */
export function trackingKeyOf(progressId: string): string {
  if (!progressIdPattern.test(progressId)) throw badRequest(badProgressId)
  return createHash('sha256').update(progressId).digest('hex').slice(0, 40)
}

/** The tracking key of a tool call that asked to be followed, or undefined for a plain call. */
export function requestedTrackingKey(req: Request): string | undefined {
  const progressId = req.get(progressIdHeader)
  return progressId === undefined ? undefined : trackingKeyOf(progressId)
}
