import { z } from 'zod'
import { defineJobModule } from '../platform/jobs/compose-jobs.ts'
import { householdTimeZone } from './bill-dates.ts'
import { reminderHourInNewYork } from './bill-reminders.service.ts'

// The bills' recurring jobs, with their times (api/src/jobs.ts lists every domain's jobs).

const payloads = {
  /** Brings every bill's overdue flag up to date for today in New York (hourly, and at worker start). */
  'check-overdue-bills': z.object({}),
  /** Puts each account's digest of bills due within 3 days or newly overdue into the outbox (daily). */
  'send-bill-reminders': z.object({}),
}

type BillsJobPayloads = typeof payloads
declare module '../platform/jobs/job-contracts.ts' {
  interface JobPayloadSchemas extends BillsJobPayloads {}
  interface JobResults extends BillsJobResults {}
}

export interface BillsJobResults {
  'check-overdue-bills': { updated: number }
  'send-bill-reminders': { digests: number; bills: number }
}

export const billsJobs = defineJobModule({
  payloads,
  schedules: [
    // Every hour, so flags turn at New York midnight whatever the DST offset.
    {
      key: 'check-overdue-bills-hourly',
      job: 'check-overdue-bills',
      minute: 0,
      timeZone: 'UTC',
      runAtStart: true,
    },
    // The job records what it mailed: the run at start sends nothing a run earlier that day sent.
    {
      key: 'send-bill-reminders-daily',
      job: 'send-bill-reminders',
      minute: 0,
      hour: reminderHourInNewYork,
      timeZone: householdTimeZone,
      runAtStart: true,
    },
  ],
  processors: async () => (await import('./bills.processors.ts')).createBillsProcessors,
})
