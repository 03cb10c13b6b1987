// What the page's main thread did in its longest tasks, from a Chromium trace taken over CDP, so a bench
// can name the work behind a long task rather than only its length.
import type { CDPSession, Page } from 'playwright-core'

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  args?: { name?: string }
}

/** A main-thread task over the threshold, with the longest events inside it (µs → ms). */
export interface LongTaskBreakdown {
  ms: number
  inside: { name: string; ms: number }[]
}

/** Starts a trace of the page's timeline; stop() gives its main-thread tasks over `thresholdMs`. */
export async function traceMainThread(page: Page, thresholdMs = 50) {
  const session: CDPSession = await page.context().newCDPSession(page)
  const events: TraceEvent[] = []
  session.on('Tracing.dataCollected', (data) => {
    events.push(...(data.value as unknown as TraceEvent[]))
  })
  await session.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink'],
    },
  })
  return {
    async stop(): Promise<LongTaskBreakdown[]> {
      const complete = new Promise<void>((resolve) =>
        session.once('Tracing.tracingComplete', () => resolve()),
      )
      await session.send('Tracing.end')
      await complete
      await session.detach()
      return longTasks(events, thresholdMs)
    },
  }
}

function longTasks(events: TraceEvent[], thresholdMs: number): LongTaskBreakdown[] {
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  )
  const onMain = events.filter((event) => event.ph === 'X' && mainThreads.has(`${event.pid}:${event.tid}`))
  const tasks = onMain.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) / 1000 > thresholdMs)
  return tasks.map((task) => {
    const end = task.ts + task.dur!
    const inside = new Map<string, number>()
    for (const event of onMain) {
      if (event === task || event.tid !== task.tid || event.ts < task.ts || event.ts >= end) continue
      inside.set(event.name, Math.max(inside.get(event.name) ?? 0, (event.dur ?? 0) / 1000))
    }
    const longest = [...inside].sort((a, b) => b[1] - a[1]).slice(0, 6)
    return { ms: task.dur! / 1000, inside: longest.map(([name, ms]) => ({ name, ms })) }
  })
}
