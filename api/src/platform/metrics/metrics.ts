import { createHash, timingSafeEqual } from 'node:crypto'
import type { Request, RequestHandler, Router } from 'express'
import express from 'express'
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { Env } from '../config/env.ts'
import type { Db } from '../db/pool.ts'
import type { JobQueue } from '../jobs/job-queue.ts'

/**
 * The app's figures in Prometheus text at GET /metrics, for whoever holds METRICS_TOKEN: HTTP durations by
 * route and status, each queue's job counts and oldest wait, the outbox backlog and the process's own
 * figures. One
 * registry per app, so tests that start several apps in one process each count their own.
 */
export function createMetrics(deps: { db: Db; jobs: JobQueue; env: Env }) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })

  const httpDurations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its reply finishing, by method, route and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  })

  new Gauge({
    name: 'studio_jobs',
    help: 'Jobs per queue and state (waiting, active, failed, delayed), as the queue reports them.',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset()
      const health = await deps.jobs.health().catch(() => undefined)
      const lanes = health?.lanes ?? { jobs: health }
      for (const [queue, counts] of Object.entries(lanes)) {
        for (const state of ['waiting', 'active', 'failed', 'delayed'] as const) {
          const count = counts?.[state]
          if (count !== undefined) this.set({ queue, state }, count)
        }
      }
    },
  })

  new Gauge({
    name: 'studio_jobs_oldest_wait_seconds',
    help: 'How long the oldest job waiting in each queue has waited (0: nobody waits). BullMQ only.',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      this.reset()
      const waits = await deps.jobs.oldestWaitMs?.().catch(() => undefined)
      for (const [queue, ms] of Object.entries(waits ?? {})) this.set({ queue }, ms / 1000)
    },
  })

  new Gauge({
    name: 'studio_queue_up',
    help: '1 while the job queue answers, 0 while it does not.',
    registers: [registry],
    async collect() {
      const health = await deps.jobs.health().catch(() => undefined)
      this.set(health && health.state !== 'down' ? 1 : 0)
    },
  })

  new Gauge({
    name: 'studio_outbox_backlog',
    help: 'Mails and other jobs stored in the outbox and not yet done (waiting for the queue or a retry).',
    registers: [registry],
    async collect() {
      const { rows } = await deps.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM job_outbox WHERE done_at IS NULL',
      )
      this.set(rows[0]?.n ?? 0)
    },
  })

  /** Times every request; the route is the matched pattern, never the raw path (that would be unbounded). */
  const timeRequests: RequestHandler = (req, res, next) => {
    const stopTimer = httpDurations.startTimer()
    res.once('finish', () => stopTimer({ method: req.method, route: routeOf(req), status: res.statusCode }))
    next()
  }

  const metricsRoute = (): Router => {
    const router = express.Router()
    const token = deps.env.METRICS_TOKEN
    if (!token) return router
    router.get('/metrics', async (req, res) => {
      if (!bearerMatches(req.headers.authorization, token)) {
        res.status(401).json({ error: 'The metrics need the METRICS_TOKEN bearer token.', requestId: req.id })
        return
      }
      res.set('Content-Type', registry.contentType)
      res.set('Cache-Control', 'no-store')
      res.send(await registry.metrics())
    })
    return router
  }

  return { registry, timeRequests, metricsRoute }
}

function routeOf(req: Request): string {
  if (req.route?.path) return `${req.baseUrl}${String(req.route.path)}`
  if (req.originalUrl === '/metrics') return '/metrics'
  return req.originalUrl.startsWith('/api') ? '/api (no route)' : 'site'
}

/** Compares hashes, so neither the token's length nor its first differing byte shows in the timing. */
function bearerMatches(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? ''
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(given), digest(token))
}
