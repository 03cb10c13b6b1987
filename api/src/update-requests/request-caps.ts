// Each client account's daily caps on what it sends the studio (docs/rate-limits.md#the-care-plan-portal):
// far above a real client's month, low enough that an account cannot fill the studio's mailbox. Counted
// over the last 24 hours from the stored requests and messages, so they hold across processes and restarts.

export const capWindowMs = 24 * 3_600_000

export const dailyCaps = {
  requests: {
    limit: 20,
    sentence:
      'You have filed 20 update requests in the last 24 hours, the most for one day. Please add to an open request, or file this one tomorrow.',
  },
  messages: {
    limit: 100,
    sentence:
      'You have written 100 messages in the last 24 hours, the most for one day. Please write again tomorrow, or call the studio.',
  },
} as const

/**
 * Seconds until the account may write again, given when its `limit`-th newest write in the window was made
 * (undefined: under the cap, no wait); that write leaves the window first.
 */
export function secondsUntilUnderCap(capReachedBy: Date | undefined, now: Date): number | null {
  if (!capReachedBy) return null
  return Math.max(1, Math.ceil((capReachedBy.getTime() + capWindowMs - now.getTime()) / 1000))
}
