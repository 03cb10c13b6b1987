// What a job processor sees of the worker's thread pool (worker/src/worker-thread-pool.ts builds it): work that
// could hold up the event loop, such as reading a hostile page, runs in a thread with a time budget. The
// worker makes one pool per thread body and hands it to the processors that need it in their deps.

export interface ThreadPool<Task, Reply> {
  /** The thread body's reply to `task`, worked out off this event loop; ThreadBudgetExceededError when over budget. */
  run(task: Task): Promise<Reply>
}

/** The task was not done within its budget; the thread working on it was terminated. */
export class ThreadBudgetExceededError extends Error {
  constructor(readonly budgetMs: number) {
    super(`The task went over its ${budgetMs} ms budget in its thread and was stopped.`)
    this.name = 'ThreadBudgetExceededError'
  }
}
