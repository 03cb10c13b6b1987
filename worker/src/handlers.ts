import { jobCatalogue, type JobDeps } from '@studio/api/jobs'
import { pageAuditThreadBody, type PageAuditThreads } from '@studio/api/roast-toast/roast-toast.processors'
import type { JobHandlers } from '@studio/api/platform/jobs/job-queue'
import { createThreadPool } from './worker-thread-pool.ts'

/** What the worker hands the processors; it makes the pool of audit threads itself. */
export type HandlerDeps = Omit<JobDeps, 'pageAudits'>

// Every domain's processors, loaded once as the worker loads (the API, which only enqueues, never does).
const processorFactories = await Promise.all(jobCatalogue.modules.map((module) => module.processors()))

/**
 * One handler per job name, from each domain's processors (api/src/jobs.ts lists them). The worker and the
 * in-process queue both run exactly these. One pool of audit threads serves every processor that audits a
 * page.
 */
export function createJobHandlers(deps: HandlerDeps): JobHandlers {
  const pageAudits: PageAuditThreads = createThreadPool({
    body: pageAuditThreadBody,
    budgetMs: deps.env.AUDIT_BUDGET_MS,
  })
  const handlers = Object.assign(
    {},
    ...processorFactories.map((createProcessors) => createProcessors({ ...deps, pageAudits })),
  )
  assertOneHandlerPerJob(handlers)
  return handlers
}

/** A module's processors must cover its names: a missing or unknown one stops the worker at boot. */
export function assertOneHandlerPerJob(handlers: Record<string, unknown>): asserts handlers is JobHandlers {
  const { names } = jobCatalogue
  const missing = names.filter((name) => typeof handlers[name] !== 'function')
  const unknown = Object.keys(handlers).filter((name) => !jobCatalogue.isJobName(name))
  if (missing.length || unknown.length) {
    throw new Error(
      `Job handlers do not match the job list: missing ${missing.join(', ') || 'none'}; unknown ${unknown.join(', ') || 'none'}.`,
    )
  }
}
