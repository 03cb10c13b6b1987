import type { Db } from '../platform/db/pool.ts'
import type { JobHandlers } from '../platform/jobs/job-queue.ts'
import type { Logger } from '../platform/logger.ts'
import { pruneSiteEvents, rollUpSiteVisits, rotateVisitorSalts } from './analytics-upkeep.service.ts'

/** Site analytics' job handlers (the domain's .jobs.ts loads it for the worker). */
export function createSiteAnalyticsProcessors(deps: {
  db: Db
  logger: Logger
  now: () => Date
}): Pick<JobHandlers, 'rotate-visitor-salts' | 'roll-up-site-visits' | 'prune-site-events'> {
  return {
    'rotate-visitor-salts': async () => {
      const rotated = await rotateVisitorSalts(deps)
      deps.logger.info(rotated, 'visitor salt rotated')
      return rotated
    },
    'roll-up-site-visits': async () => {
      const rolled = await rollUpSiteVisits(deps)
      deps.logger.info(rolled, 'site visits rolled up')
      return rolled
    },
    'prune-site-events': async () => {
      const pruned = await pruneSiteEvents(deps)
      deps.logger.info(pruned, 'old site events pruned')
      return pruned
    },
  }
}
