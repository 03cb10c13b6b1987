import type { RequestHandler } from 'express'
import { ipKeyGenerator } from 'express-rate-limit'
import type { AppDeps } from '../deps.ts'
import { HttpError } from '../platform/http/http-error.ts'

/** About one tool job's run: when a refused visitor may expect one of their calls to have ended. */
const retryAfterSeconds = 10

export const fullShareSentence = (perAddress: number) =>
  `You already have ${perAddress} requests running. Please wait for one to finish, then try again.`

/** Tool calls in flight per client address, one count per app (all its tool routes share it). */
const inFlightByApp = new WeakMap<AppDeps, Map<string, number>>()

/**
 * Runs a tool call's handler on one of its client address's share of job slots: at most
 * TOOL_JOBS_PER_ADDRESS tool calls from one address run or wait in line at a time, so one visitor (or
 * script) firing slow audits cannot take every worker slot while everyone else waits. Beyond it: 429 with
 * Retry-After. The share is held until the handler ends, not until the visitor hangs up, so a call
 * abandoned mid-wait counts for as long as its job does. Counted per API process.
 */
export function onJobSlotShare(deps: AppDeps, handler: RequestHandler): RequestHandler {
  const inFlight = inFlightByApp.get(deps) ?? new Map<string, number>()
  inFlightByApp.set(deps, inFlight)
  const perAddress = deps.env.TOOL_JOBS_PER_ADDRESS
  return async (req, res, next) => {
    const address = ipKeyGenerator(req.ip ?? 'unknown')
    const running = inFlight.get(address) ?? 0
    if (running >= perAddress) {
      res.setHeader('Retry-After', String(retryAfterSeconds))
      throw new HttpError(429, fullShareSentence(perAddress))
    }
    inFlight.set(address, running + 1)
    try {
      await handler(req, res, next)
    } finally {
      const left = (inFlight.get(address) ?? 1) - 1
      if (left > 0) inFlight.set(address, left)
      else inFlight.delete(address)
    }
  }
}
