/**
 * How long the worker process runs on without Redis before it gives up. Compose never restarts a
 * container for being unhealthy, so a worker stuck without Redis exits instead and its restart policy
 * (`restart: unless-stopped`) starts a fresh one; short outages (a Redis restart) pass unnoticed.
 */
export const redisLossLimitMs = 30_000

export interface RedisWatchdogOptions {
  /** Whether Redis answers right now; a rejection counts as no. */
  isReachable: () => Promise<boolean>
  /** Called once, when Redis has not answered for longer than `limitMs`. */
  onLost: (unreachableForMs: number) => void
  limitMs?: number
  checkEveryMs?: number
}

/** Checks Redis every `checkEveryMs` and calls `onLost` once it has been away for more than `limitMs`. */
export function watchRedis({
  isReachable,
  onLost,
  limitMs = redisLossLimitMs,
  checkEveryMs = 5_000,
}: RedisWatchdogOptions): () => void {
  let lastAnswered = Date.now()
  const check = async () => {
    if (await isReachable().catch(() => false)) {
      lastAnswered = Date.now()
      return
    }
    const unreachableForMs = Date.now() - lastAnswered
    if (unreachableForMs > limitMs) {
      clearInterval(timer)
      onLost(unreachableForMs)
    }
  }
  const timer = setInterval(() => void check(), checkEveryMs)
  timer.unref()
  return () => clearInterval(timer)
}
