import type { AppDeps } from '../deps.ts'
import type { RoastAudit } from '../contract/roast-toast.ts'
import { runToolJob } from '../tool-calls/tool-jobs.ts'
import { roastToastRepository } from './roast-toast.repository.ts'

/** The page fetch has 10 s; this leaves room for a queue wait and one retry after a worker crash. */
export const auditTimeoutMs = 25_000

/** Audits a public page in the worker and keeps the result. */
export async function roastAndToast(
  { jobs, db }: Pick<AppDeps, 'jobs' | 'db'>,
  url: string,
  trackingKey?: string,
): Promise<RoastAudit> {
  const { roast, toast, loadTime, recommendation } = await runToolJob(
    jobs,
    'roast-toast',
    { url },
    auditTimeoutMs,
    trackingKey,
  )
  const audit = { roast, toast, loadTime, recommendation }
  await roastToastRepository.record(db, url, audit)
  return audit
}
