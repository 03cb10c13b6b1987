// Peak JavaScript heap of a page and its dedicated workers, sampled over CDP while something runs.
import type { CDPSession, Page } from 'playwright-core'

interface TargetMessage {
  sessionId: string
  message: string
}

/**
 * Samples the used JS heap of the page (Performance.getMetrics, JSHeapUsedSize) and of each worker it
 * starts (Runtime.getHeapUsage, reached through a non-flat attachment on the page's own session, since
 * Playwright has no CDP session for a worker), every `intervalMs`; stop() gives the highest sum seen.
 * Workers already running are collected first, so garbage of earlier measurements is not counted.
 */
export async function sampleHeapPeak(page: Page, intervalMs = 100) {
  const session: CDPSession = await page.context().newCDPSession(page)
  await session.send('Performance.enable')
  const workers = new Set<string>()
  const pending = new Map<number, (result: { usedSize?: number }) => void>()
  let nextId = 1
  session.on('Target.attachedToTarget', (event: { sessionId: string; targetInfo: { type: string } }) => {
    if (event.targetInfo.type === 'worker') workers.add(event.sessionId)
  })
  session.on('Target.detachedFromTarget', (event: { sessionId: string }) => workers.delete(event.sessionId))
  session.on('Target.receivedMessageFromTarget', (event: TargetMessage) => {
    const reply = JSON.parse(event.message) as { id?: number; result?: { usedSize?: number } }
    if (reply.id !== undefined) pending.get(reply.id)?.(reply.result ?? {})
    if (reply.id !== undefined) pending.delete(reply.id)
  })
  await session.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: false,
    flatten: false,
  })

  const askWorker = (sessionId: string, method: string) =>
    new Promise<{ usedSize?: number }>((resolve) => {
      const id = nextId++
      pending.set(id, resolve)
      const message = JSON.stringify({ id, method })
      session.send('Target.sendMessageToTarget', { sessionId, message }).catch(() => resolve({}))
    })
  const workerHeap = async (sessionId: string) =>
    (await askWorker(sessionId, 'Runtime.getHeapUsage')).usedSize ?? 0
  await Promise.all([...workers].map((sessionId) => askWorker(sessionId, 'HeapProfiler.collectGarbage')))
  const sample = async () => {
    const { metrics } = await session.send('Performance.getMetrics')
    const pageHeap = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0
    const workerHeaps = await Promise.all([...workers].map(workerHeap))
    return { page: pageHeap, workers: workerHeaps.reduce((sum, used) => sum + used, 0) }
  }

  let peak = { total: 0, page: 0, workers: 0 }
  let running = true
  const loop = (async () => {
    while (running) {
      const { page: pageHeap, workers: workersHeap } = await sample()
      if (pageHeap + workersHeap > peak.total)
        peak = { total: pageHeap + workersHeap, page: pageHeap, workers: workersHeap }
      await new Promise((resolve) => setTimeout(resolve, intervalMs))
    }
  })()
  return {
    /** The number of workers attached so far (a check that the worker was measured at all). */
    workerCount: () => workers.size,
    async stop() {
      running = false
      await loop
      await session.detach()
      return peak
    },
  }
}
