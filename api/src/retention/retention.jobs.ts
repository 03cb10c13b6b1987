import { z } from 'zod'
import { defineJobModule } from '../platform/jobs/compose-jobs.ts'
import type { PrunedRecords } from './retention.repository.ts'

// The retention job and its time (api/src/jobs.ts lists every domain's jobs).

const payloads = {
  /**
   * Deletes what the site keeps about people once older than RETENTION_DAYS (daily): usage records,
   * visits, contact messages, the mail log, expired one-time links, done outbox rows and update requests
   * done that long ago (with their threads); raw site checks once older than 90 days.
   */
  'prune-old-records': z.object({}),
}

type RetentionJobPayloads = typeof payloads
declare module '../platform/jobs/job-contracts.ts' {
  interface JobPayloadSchemas extends RetentionJobPayloads {}
  interface JobResults extends RetentionJobResults {}
}

export interface RetentionJobResults {
  'prune-old-records': PrunedRecords
}

export const retentionJobs = defineJobModule({
  payloads,
  // A quiet hour.
  schedules: [
    {
      key: 'prune-old-records-daily',
      job: 'prune-old-records',
      minute: 30,
      hour: 4,
      timeZone: 'UTC',
      runAtStart: false,
    },
  ],
  processors: async () => (await import('./retention.processors.ts')).createRetentionProcessors,
})
