import { badRequest, conflict, HttpError, serviceUnavailable } from '../platform/http/http-error.ts'
import { parseSentenceInput } from '../platform/http/validate.ts'
import type { JobName, JobPayload, JobResult } from '../platform/jobs/job-contracts.ts'
import type { ToolFailure } from './tool-outcome.ts'
import { JobWaitError, type JobQueue } from '../platform/jobs/job-queue.ts'

type Success<Name extends JobName> = Exclude<JobResult<Name>, ToolFailure>

/** What a tool call answers (409) after its visitor cancelled it while it waited in line. */
export const cancelledSentence = 'Cancelled: your request left the queue before it started.'
const reusedProgressId = 'That progress id was used already. Please make a new one for each request.'

/**
 * Runs a tool job and waits for it: a queue that is away or too slow is a 503 (never a hung request), a
 * job that crashed for good a 503 too, and a failure the job reported (a refused address, an upstream
 * that did not answer) is that job's own status and sentence. With a tracking key (from the visitor's
 * progress id) the job can be followed and cancelled while it waits in line.
 */
export async function runToolJob<Name extends JobName>(
  jobs: JobQueue,
  name: Name,
  payload: JobPayload<Name>,
  timeoutMs: number,
  trackingKey?: string,
): Promise<Success<Name>> {
  let outcome: JobResult<Name>
  try {
    outcome = await jobs.runAndWait(name, payload, timeoutMs, { trackingKey })
  } catch (error) {
    if (error instanceof JobWaitError && error.reason === 'cancelled') throw conflict(cancelledSentence)
    if (error instanceof JobWaitError && error.reason === 'duplicate') throw badRequest(reusedProgressId)
    if (error instanceof JobWaitError && error.reason !== 'failed') throw serviceUnavailable(error.message)
    // The cause goes to the log line of the error middleware, not to the visitor.
    throw Object.assign(
      serviceUnavailable('We could not finish that just now. Please try again in a minute.'),
      {
        cause: error,
      },
    )
  }
  const result = outcome as Success<Name> | ToolFailure
  if ('ok' in result && result.ok === false) throw new HttpError(result.status, result.error)
  return result as Success<Name>
}

/**
 * Parses a tool's input; the first problem is answered with its own sentence (worded as in
 * docs/product.md#tools).
 */
export const parseToolInput = parseSentenceInput
