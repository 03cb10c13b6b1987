import type { Env } from '../platform/config/env.ts'

/**
 * Mail waits out an SMTP outage: it is retried for at least this long before it counts as failed and
 * shows up on the admin's playground for a manual retry.
 */
export const mailRetryWindowMs = 24 * 3_600_000

/** The BullMQ backoff type of mail jobs, answered by the mail worker's own backoff strategy. */
export const mailBackoffType = 'mail-capped-exponential'

export interface MailRetrySettings {
  /** The wait after the first failure; each further wait doubles... */
  baseMs: number
  /** ...up to this cap, so mail goes out within minutes of SMTP coming back. */
  maxMs: number
}

export function mailRetrySettings(
  env: Pick<Env, 'MAIL_RETRY_BASE_MS' | 'MAIL_RETRY_MAX_MS'>,
): MailRetrySettings {
  return { baseMs: env.MAIL_RETRY_BASE_MS, maxMs: env.MAIL_RETRY_MAX_MS }
}

/** The wait before the next try after `attemptsMade` failed tries (1 after the first failure). */
export function mailRetryDelayMs(attemptsMade: number, { baseMs, maxMs }: MailRetrySettings): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attemptsMade - 1))
}

/** The fewest attempts whose waits in between add up to the retry window. */
export function mailRetryAttempts(settings: MailRetrySettings): number {
  let waitedMs = 0
  let failures = 0
  // The doubling phase is short (at most a few dozen steps); the capped waits are counted in one go.
  while (waitedMs < mailRetryWindowMs && mailRetryDelayMs(failures + 1, settings) < settings.maxMs) {
    failures++
    waitedMs += mailRetryDelayMs(failures, settings)
  }
  if (waitedMs < mailRetryWindowMs) failures += Math.ceil((mailRetryWindowMs - waitedMs) / settings.maxMs)
  return failures + 1
}

/** BullMQ options of every mail job: the sent job is removed at once, so its text (links) leaves Redis. */
export function mailJobOptions(settings: MailRetrySettings) {
  return {
    attempts: mailRetryAttempts(settings),
    backoff: { type: mailBackoffType },
    removeOnComplete: true,
    removeOnFail: false,
  }
}
