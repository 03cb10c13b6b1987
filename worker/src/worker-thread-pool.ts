import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import { ThreadBudgetExceededError, type ThreadPool } from '@studio/api/platform/jobs/thread-pool'

// Work that could hold up the event loop runs in worker threads so that no input (a page, however it is
// built) holds up the process that asked (the API when jobs run in-process, or the BullMQ worker): each
// task gets a time budget in its thread, and a thread over budget is terminated. Threads start on demand
// (tsx makes that take up to a second), are reused while tasks keep coming, and stop after a while
// without work.

const threadEntry = new URL('./thread-entry.mjs', import.meta.url)
const threadStartLimitMs = 30_000

export interface ThreadPoolOptions {
  /**
   * The thread body: a module that posts 'ready' once loaded, then answers each task it is sent with
   * one reply (api/src/roast-toast/page-audit.thread.ts).
   */
  body: URL
  /** How long one task may take in its thread, from hand-over to reply (starting the thread excluded). */
  budgetMs: number
  /** At most this many threads: by default every core but one, which stays with the event loop. */
  maxThreads?: number
  /** An idle thread stops after this long. */
  idleMs?: number
}

interface QueuedTask<Task, Reply> {
  task: Task
  resolve(reply: Reply): void
  reject(error: unknown): void
}

export function createThreadPool<Task, Reply>({
  body,
  budgetMs,
  maxThreads = Math.max(1, availableParallelism() - 1),
  idleMs = 60_000,
}: ThreadPoolOptions): ThreadPool<Task, Reply> {
  type Thread = PoolThread<Task, Reply>
  const queue: QueuedTask<Task, Reply>[] = []
  const idle: { thread: Thread; stopTimer: NodeJS.Timeout }[] = []
  let working = 0

  function takeIdleThread(): Thread | undefined {
    const parked = idle.pop()
    if (parked) clearTimeout(parked.stopTimer)
    return parked?.thread.alive ? parked.thread : undefined
  }

  function park(thread: Thread) {
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
    let thread: Thread | undefined
    try {
      for (let next = queue.shift(); next; next = queue.shift()) {
        try {
          if (!thread?.alive) thread = takeIdleThread() ?? (await startThread<Task, Reply>(body, budgetMs))
          next.resolve(await thread.run(next.task))
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
    run(task) {
      return new Promise<Reply>((resolve, reject) => {
        queue.push({ task, resolve, reject })
        if (working < maxThreads) void work()
      })
    },
  }
}

interface PoolThread<Task, Reply> {
  readonly alive: boolean
  run(task: Task): Promise<Reply>
  stop(): void
}

/** A thread that has loaded its body and waits for tasks; it never keeps the process alive. */
async function startThread<Task, Reply>(body: URL, budgetMs: number): Promise<PoolThread<Task, Reply>> {
  const worker = new Worker(threadEntry, { workerData: { body: body.href } })
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
    alive = false // at once: a terminating thread must not be handed the next task
    void worker.terminate()
  }
  worker.on('error', (error) => {
    alive = false
    settle((handler) => handler.reject(error))
  })
  worker.on('exit', (code) => {
    alive = false
    settle((handler) => handler.reject(new Error(`The thread stopped (exit code ${code}).`)))
  })

  // 'ready': the body is loaded, so the budget measures the task alone. A thread that never gets there
  // must not hold its place in the pool for good.
  const startLimit = setTimeout(() => {
    settle((handler) =>
      handler.reject(new Error(`The thread did not start within ${threadStartLimitMs} ms.`)),
    )
    end()
  }, threadStartLimitMs)
  await nextMessage().finally(() => clearTimeout(startLimit))
  return {
    get alive() {
      return alive
    },
    async run(task) {
      const reply = nextMessage()
      const overBudget = setTimeout(() => {
        settle((handler) => handler.reject(new ThreadBudgetExceededError(budgetMs)))
        end()
      }, budgetMs)
      worker.postMessage(task)
      try {
        return (await reply) as Reply
      } finally {
        clearTimeout(overBudget)
      }
    },
    stop: end,
  }
}
