import cluster, { type Worker } from 'node:cluster'
import type { Logger } from './logger.ts'

const replaceDelayMs = 1_000

/**
 * Runs `startOne` in `count` processes that share one listening port (node:cluster): a Node process uses
 * one core, so on a machine with more the API answers more. The primary only supervises. A process that
 * is killed, or dies after it was serving, is replaced; one that exits by itself before it ever listened
 * means the API cannot start (bad configuration, a taken port), so the primary stops them all and exits 1
 * for the supervisor to see, instead of restarting them forever.
 * SIGTERM or SIGINT is passed on; each process drains its requests, and the primary exits when all have.
 */
export async function runInProcesses(
  count: number,
  logger: Logger,
  startOne: () => Promise<unknown>,
): Promise<void> {
  if (count <= 1 || cluster.isWorker) {
    await startOne()
    return
  }
  const running = new Set<Worker>()
  const serving = new WeakSet<Worker>()
  let stopping = false
  let exitCode = 0

  const fork = () => {
    const worker = cluster.fork()
    running.add(worker)
    worker.once('listening', () => serving.add(worker))
  }
  const stop = (code: number) => {
    stopping = true
    exitCode = Math.max(exitCode, code)
    if (running.size === 0) process.exit(exitCode)
    for (const worker of running) worker.process.kill('SIGTERM')
  }

  cluster.on('exit', (worker, code, signal) => {
    running.delete(worker)
    if (stopping) {
      // One still starting when the signal came is ended by it; any other failure to exit cleanly counts.
      const endedWhileStarting = signal === 'SIGTERM' && !serving.has(worker)
      if (code !== 0 && !endedWhileStarting) exitCode = 1
      if (running.size === 0) process.exit(exitCode)
      return
    }
    // Exiting by itself before it ever listened means it cannot start; killed from outside, it is replaced.
    if (!serving.has(worker) && signal === null) {
      logger.error({ process: worker.process.pid, code, signal }, 'an API process failed to start; stopping')
      stop(1)
      return
    }
    logger.error({ process: worker.process.pid, code, signal }, 'an API process died; starting another')
    setTimeout(() => {
      if (!stopping) fork()
    }, replaceDelayMs)
  })
  process.once('SIGTERM', () => stop(0))
  process.once('SIGINT', () => stop(0))

  for (let index = 0; index < count; index++) fork()
  logger.info({ processes: count }, 'API processes starting')
}
