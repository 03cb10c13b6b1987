// GET /api/health one call at a time, the way the audit benches sample the API's responsiveness.

export interface HealthSample {
  ms: number
  status: number
}

export async function sampleHealth(baseUrl: string): Promise<HealthSample> {
  const started = performance.now()
  const response = await fetch(`${baseUrl}/api/health`)
  await response.arrayBuffer()
  return { ms: performance.now() - started, status: response.status }
}

/** Samples one after another until `whileRunning` settles. */
export async function sampleHealthDuring(baseUrl: string, whileRunning: Promise<unknown>) {
  let running = true
  void whileRunning.finally(() => (running = false)).catch(() => undefined)
  const samples: HealthSample[] = []
  while (running) samples.push(await sampleHealth(baseUrl))
  return samples
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

/** A table row: how many samples, p50 and p99 in ms. */
export function latencyRow(samples: HealthSample[]) {
  const ms = samples.map((sample) => sample.ms)
  return {
    samples: samples.length,
    'p50 ms': Number(percentile(ms, 50).toFixed(1)),
    'p99 ms': Number(percentile(ms, 99).toFixed(1)),
  }
}
