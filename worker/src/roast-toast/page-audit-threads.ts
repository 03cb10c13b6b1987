import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import type { RoastAudit } from '@studio/api/contract/tools'
import type { PageAuditRequest } from './page-audit.ts'

// Audits run in worker threads so that no page, however it is built, holds up the event loop of the
// process that asked (the API when jobs run in-process, or the BullMQ worker): each page gets a time
// budget in its thread, and a thread over budget is terminated. Threads start on demand (tsx makes that
// take up to a second), are reused while audits keep coming, and stop after a while without work.

const threadEntry = new URL('./page-audit-thread-entry.mjs', import.meta.url)
const threadStartLimitMs = 30_000

/** The page was not audited within its budget; the thread reading it was terminated. */
export class AuditBudgetExceededError extends Error {
  constructor(readonly budgetMs: number) {
    super(`The page audit went over its ${budgetMs} ms budget and was stopped.`)
    this.name = 'AuditBudgetExceededError'
  }
}

export interface PageAuditThreadsOptions {
  /** How long one page may take in its thread, from hand-over to verdict (starting the thread excluded). */
  budgetMs: number
  /** At most this many threads: by default every core but one, which stays with the event loop. */
  maxThreads?: number
  /** An idle thread stops after this long. */
  idleMs?: number
}

export interface PageAuditThreads {
  /** The page's audit, worked out off this event loop; AuditBudgetExceededError when over budget. */
  audit(page: PageAuditRequest): Promise<RoastAudit>
}

interface QueuedAudit {
  page: PageAuditRequest
  resolve(audit: RoastAudit): void
  reject(error: unknown): void
}

export function createPageAuditThreads({
  budgetMs,
  maxThreads = Math.max(1, availableParallelism() - 1),
  idleMs = 60_000,
}: PageAuditThreadsOptions): PageAuditThreads {
  const queue: QueuedAudit[] = []
  const idle: { thread: AuditThread; stopTimer: NodeJS.Timeout }[] = []
  let working = 0

  function takeIdleThread(): AuditThread | undefined {
    const parked = idle.pop()
    if (parked) clearTimeout(parked.stopTimer)
    return parked?.thread.alive ? parked.thread : undefined
  }

  function park(thread: AuditThread) {
    const stopTimer = setTimeout(() => {
      const index = idle.findIndex((parked) => parked.thread === thread)
      if (index >= 0) idle.splice(index, 1)
      thread.stop()
    }, idleMs).unref()
    idle.push({ thread, stopTimer })
  }

  /** One thread's turn through the queue; up to maxThreads of these run at once. */
  async function work() {
    working++
    let thread: AuditThread | undefined
    try {
      for (let next = queue.shift(); next; next = queue.shift()) {
        try {
          if (!thread?.alive) thread = takeIdleThread() ?? (await startThread(budgetMs))
          next.resolve(await thread.audit(next.page))
        } catch (error) {
          next.reject(error)
        }
      }
    } finally {
      working--
      if (thread?.alive) park(thread)
    }
  }

  return {
    audit(page) {
      return new Promise<RoastAudit>((resolve, reject) => {
        queue.push({ page, resolve, reject })
        if (working < maxThreads) void work()
      })
    },
  }
}

interface AuditThread {
  readonly alive: boolean
  audit(page: PageAuditRequest): Promise<RoastAudit>
  stop(): void
}

/** A thread that has loaded the audit code and waits for pages; it never keeps the process alive. */
async function startThread(budgetMs: number): Promise<AuditThread> {
  const worker = new Worker(threadEntry)
  worker.unref()
  let alive = true
  let waiting: { resolve(message: unknown): void; reject(error: unknown): void } | undefined
  const settle = (outcome: (handler: NonNullable<typeof waiting>) => void) => {
    const handler = waiting
    waiting = undefined
    if (handler) outcome(handler)
  }
  const nextMessage = () =>
    new Promise<unknown>((resolve, reject) => {
      waiting = { resolve, reject }
    })
  worker.on('message', (message) => settle((handler) => handler.resolve(message)))
  const end = () => {
    alive = false // at once: a terminating thread must not be handed the next page
    void worker.terminate()
  }
  worker.on('error', (error) => {
    alive = false
    settle((handler) => handler.reject(error))
  })
  worker.on('exit', (code) => {
    alive = false
    settle((handler) => handler.reject(new Error(`The page audit thread stopped (exit code ${code}).`)))
  })

  // 'ready': the audit code is loaded, so the budget measures the audit alone. A thread that never gets
  // there must not hold its place in the pool for good.
  const startLimit = setTimeout(() => {
    settle((handler) =>
      handler.reject(new Error(`The page audit thread did not start within ${threadStartLimitMs} ms.`)),
    )
    end()
  }, threadStartLimitMs)
  await nextMessage().finally(() => clearTimeout(startLimit))
  return {
    get alive() {
      return alive
    },
    async audit(page) {
      const verdict = nextMessage()
      const overBudget = setTimeout(() => {
        settle((handler) => handler.reject(new AuditBudgetExceededError(budgetMs)))
        end()
      }, budgetMs)
      worker.postMessage(page)
      try {
        return (await verdict) as RoastAudit
      } finally {
        clearTimeout(overBudget)
      }
    },
    stop: end,
  }
}
