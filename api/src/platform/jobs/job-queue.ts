import type { FailedJob, QueueHealth, QueueLane } from '../../contract/dashboard.ts'
import type { JobProgress } from '../../contract/tools.ts'
import type { JobName, JobPayload, JobResult } from './job-contracts.ts'

// The queue's answers that the API sends on as they are live in the wire contract.
export type { FailedJob, JobProgress, QueueHealth }

export interface EnqueueOptions {
  /** A fixed id: a second enqueue with the same id while the first is known is a no-op. */
  jobId?: string
  delayMs?: number
}

export interface RunOptions {
  /** A server-side key (made from the visitor's progress id) to look the job up by while it runs. */
  trackingKey?: string
}

/** What the API needs of the job system, whether BullMQ over Redis or in-process without Redis. */
export interface JobQueue {
  readonly mode: 'redis' | 'in-process'
  enqueue<Name extends JobName>(
    name: Name,
    payload: JobPayload<Name>,
    options?: EnqueueOptions,
  ): Promise<void>
  /** Enqueues and waits for the result; rejects with JobWaitError when the queue is away or too slow. */
  runAndWait<Name extends JobName>(
    name: Name,
    payload: JobPayload<Name>,
    timeoutMs: number,
    options?: RunOptions,
  ): Promise<JobResult<Name>>
  /** The state of the job run under this tracking key; undefined when there is none. */
  progress(trackingKey: string): Promise<JobProgress | undefined>
  /** Takes the job out of the line if it has not started; its runAndWait then rejects with 'cancelled'. */
  cancelQueued(trackingKey: string): Promise<'cancelled' | 'too-late' | 'unknown'>
  health(): Promise<QueueHealth>
  /**
   * How long the oldest job waiting in each queue has waited (ms; 0 for an empty line), for /metrics.
   * BullMQ only: the in-process queue has no line worth watching from outside.
   */
  oldestWaitMs?(): Promise<Record<QueueLane, number>>
  /** Jobs that used up their attempts (mail: 24 hours of them), newest first, mail and other jobs alike. */
  listFailed(limit: number): Promise<FailedJob[]>
  /** Runs a failed job again from its first attempt; false when there is no such failed job. */
  retryFailed(lane: QueueLane, id: string): Promise<boolean>
  close(): Promise<void>
}

export class JobWaitError extends Error {
  constructor(
    readonly reason: 'unavailable' | 'timeout' | 'failed' | 'cancelled' | 'duplicate',
    message: string,
  ) {
    super(message)
    this.name = 'JobWaitError'
  }
}

/** Each job name maps to exactly one handler; the worker checks this at boot. */
export type JobHandlers = {
  [Name in JobName]: (payload: JobPayload<Name>, attempt: JobAttempt) => Promise<JobResult<Name>>
}

export interface JobAttempt {
  id: string
  attemptsMade: number
  /** True on the last allowed attempt: a handler may record a permanent failure then. */
  isFinalAttempt: boolean
  /** Tells whoever waits which step the job is on (the audit: fetching, reading, judging). */
  reportStep(step: string): Promise<void>
}
