/**
 * Runs at most `max` tasks at a time; the rest wait their turn in order. A finished task hands its slot
 * straight to the next waiting one.
 */
export function limitConcurrency(max: number) {
  let running = 0
  const waiting: (() => void)[] = []
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < max) running++
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      return await task()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }
}
