import express, { Router, type Request, type RequestHandler } from 'express'
import { requireUser } from '../accounts/auth.middleware.ts'
import { siteIdParam } from '../contract/portal-sites.schemas.ts'
import * as analyticsApi from '../contract/site-analytics.ts'
import { analyticsEvent, visitsQuery, type AnalyticsEvent } from '../contract/site-analytics.schemas.ts'
import type { AppDeps } from '../deps.ts'
import { badRequest, notFound } from '../platform/http/http-error.ts'
import { parseSentenceInput } from '../platform/http/validate.ts'
import { rateLimited } from '../platform/rate-limit/rate-limit.ts'
import { rateLimitRules } from '../platform/rate-limit/rules.ts'
import { siteVisits } from './site-analytics.service.ts'

// Site analytics over HTTP (docs/http-api.md): the beacon's POST /api/v, public and cross-origin, and a
// site's visits for its owner and the admin.

/** At most 4 KB of event; larger is 413. */
const eventBodyLimit = '4kb'

/**
 * The beacon is sent from client sites' pages: any origin may send it. navigator.sendBeacon posts
 * text/plain, which needs no preflight; a JSON post from fetch() gets one, answered here. No cookie or
 * credential is read, so a wildcard origin gives nothing away. The API's same-origin resource policy would
 * make the client site's page log a blocked response for every beacon.
 */
const anyOrigin: RequestHandler = (_req, res, next) => {
  res.setHeader('Access-Control-Allow-Origin', '*')
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin')
  res.setHeader('Cache-Control', 'no-store')
  next()
}

/**
 * Express works `req.ip` out of X-Forwarded-For (parsing every address against TRUST_PROXY) each time it is
 * read, and the rate limit and the collector both read it: the beacon, the busiest call, reads it once.
 */
const clientAddressOnce: RequestHandler = (req, _res, next) => {
  Object.defineProperty(req, 'ip', { value: req.ip, configurable: true })
  next()
}

/** Over the limit: the event goes on, marked, and is dropped with the same 202 as any other. */
const markOverLimit: RequestHandler = (_req, res, next) => {
  res.locals.overLimit = true
  next()
}

function parseEvent(body: unknown): AnalyticsEvent {
  if (typeof body !== 'string' || body.trim() === '') {
    throw badRequest('The request body must be an analytics event in JSON.')
  }
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    throw badRequest('The request body is not valid JSON.')
  }
  const parsed = analyticsEvent.safeParse(json)
  if (!parsed.success) throw badRequest('The request body is not an analytics event.')
  return parsed.data
}

/** POST /api/v, mounted before the API's JSON parser: it reads its own body, as text of any type. */
export function siteEventRoutes(deps: AppDeps): Router {
  const router = Router()
  router.options(analyticsApi.collectEvent.path, anyOrigin, (_req, res) => {
    res.setHeader('Access-Control-Allow-Methods', 'POST')
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type')
    res.setHeader('Access-Control-Max-Age', '86400')
    res.status(204).end()
  })
  router.post(
    analyticsApi.collectEvent.path,
    anyOrigin,
    clientAddressOnce,
    rateLimited(deps, rateLimitRules.siteEvents, markOverLimit),
    express.text({ type: () => true, limit: eventBodyLimit }),
    async (req, res) => {
      const outcome = await deps.siteEvents.collect(parseEvent(req.body), {
        address: req.ip ?? '',
        userAgent: req.get('user-agent') ?? '',
        overLimit: res.locals.overLimit === true,
      })
      if (outcome !== 'kept') req.log.debug({ dropped: outcome }, 'analytics event dropped')
      res.status(202).end()
    },
  )
  return router
}

/** A site's visits for its owner and the admin. */
export function siteAnalyticsRoutes(deps: AppDeps): Router {
  const router = Router()

  router.get(analyticsApi.siteVisits.path, requireUser(deps), async (req, res) => {
    const query = parseSentenceInput(visitsQuery, req.query)
    res.json({ visits: await siteVisits(deps, req.user!, siteIdOf(req), query) })
  })

  return router
}

/** A path id that is not a site id names no site. */
function siteIdOf(req: Request): number {
  const parsed = siteIdParam.safeParse(req.params)
  if (!parsed.success) throw notFound('There is no such site.')
  return parsed.data.id
}
