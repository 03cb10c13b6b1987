import { setTimeout as sleep } from 'node:timers/promises'
import { JobWaitError, type JobProgress, type JobQueue } from '@studio/api/platform/jobs/job-queue'
import type { JobName, JobPayload } from '@studio/api/platform/jobs/job-contracts'
import { jobCatalogue } from '@studio/api/jobs'
import { WaitingLine, type Ticket } from './waiting-line.ts'

/** A finished job still answers 'done' this long, as a kept BullMQ job does. */
const finishedKeptMs = 60_000
const cancelledSentence = 'The request was cancelled before it started.'

interface TrackedJob {
  ticket: Ticket
  step?: string
  done: boolean
}

type ToolJobs = Pick<JobQueue, 'runAndWait' | 'progress' | 'cancelQueued'>

/**
 * The jobs a visitor waits on, without Redis: each takes one of `toolSlots` slots, like a worker's
 * concurrency, and the rest wait in line, where their place can be read and they can be taken out.
 */
export function createInProcessToolJobs({
  toolSlots,
  run,
  track,
}: {
  toolSlots: number
  /** Runs the job with its retries, reporting its steps. */
  run<Name extends JobName>(
    id: string,
    name: Name,
    payload: JobPayload<Name>,
    reportStep: (step: string) => void,
  ): Promise<unknown>
  /** Counts the work as running until it settles (health, and close waits for it). */
  track<T>(work: Promise<T>): Promise<T>
}): ToolJobs & { nextId(): string } {
  const toolLine = new WaitingLine(toolSlots)
  const trackedJobs = new Map<string, TrackedJob>()
  let sequence = 0
  const nextId = () => `in-process-${++sequence}`

  return {
    nextId,
    async runAndWait(name, payload, timeoutMs, { trackingKey } = {}) {
      const data = jobCatalogue.parsePayload(name, payload)
      if (trackingKey && trackedJobs.has(trackingKey)) throw new JobWaitError('duplicate', 'in use')
      const id = nextId()
      const ticket = toolLine.enter()
      const tracked: TrackedJob = { ticket, done: false }
      if (trackingKey) trackedJobs.set(trackingKey, tracked)
      const work = track(
        (async () => {
          await ticket.admitted
          try {
            return await run(id, name, data, (step) => (tracked.step = step))
          } finally {
            toolLine.leave()
          }
        })(),
      )
      try {
        return (await resultWithin(work, timeoutMs, () =>
          // Nobody waits for it any more: a job still in line leaves it rather than run for no one.
          toolLine.withdraw(ticket, new JobWaitError('timeout', 'timed out in line')),
        )) as never
      } finally {
        tracked.done = true
        if (trackingKey) setTimeout(() => trackedJobs.delete(trackingKey), finishedKeptMs).unref()
      }
    },
    async progress(trackingKey): Promise<JobProgress | undefined> {
      const tracked = trackedJobs.get(trackingKey)
      if (!tracked) return undefined
      if (tracked.done) return { state: 'done' }
      const position = toolLine.position(tracked.ticket)
      if (position !== undefined) return { state: 'queued', position }
      return { state: 'running', ...(tracked.step && { step: tracked.step }) }
    },
    async cancelQueued(trackingKey) {
      const tracked = trackedJobs.get(trackingKey)
      if (!tracked) return 'unknown'
      const withdrawn = toolLine.withdraw(tracked.ticket, new JobWaitError('cancelled', cancelledSentence))
      return withdrawn ? 'cancelled' : 'too-late'
    },
  }
}

/** The work's result, or a 'timeout' JobWaitError after `timeoutMs` (calling `onTimeout` first). */
async function resultWithin(work: Promise<unknown>, timeoutMs: number, onTimeout: () => void) {
  const stopTimer = new AbortController()
  const timeout = sleep(timeoutMs, 'timeout' as const, { signal: stopTimer.signal })
  try {
    const outcome = await Promise.race([work.then((result) => ({ result })), timeout]).catch(
      (error: unknown) => {
        if (error instanceof JobWaitError) throw error
        throw new JobWaitError('failed', error instanceof Error ? error.message : String(error))
      },
    )
    if (outcome === 'timeout') {
      onTimeout()
      throw new JobWaitError('timeout', 'That took longer than it should. Please try again in a minute.')
    }
    return outcome.result
  } finally {
    stopTimer.abort()
  }
}
