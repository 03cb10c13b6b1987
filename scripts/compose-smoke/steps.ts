// The steps of a smoke run (compose:smoke, swarm:smoke): each printed with the seconds it took, the times
// kept for the summary line at the end.

export class StepTimer {
  readonly timings: [string, number][] = []

  async step<T>(name: string, action: () => Promise<T>): Promise<T> {
    const started = performance.now()
    process.stdout.write(`- ${name} … `)
    try {
      const result = await action()
      const seconds = (performance.now() - started) / 1000
      this.timings.push([name, seconds])
      console.log(`${seconds.toFixed(1)} s`)
      return result
    } catch (error) {
      console.log(`failed after ${((performance.now() - started) / 1000).toFixed(1)} s`)
      throw error
    }
  }

  /** "Steps: a 1.0 s; b 2.0 s" and "Total 3.0 s". */
  summary(): string {
    const total = this.timings.reduce((sum, [, seconds]) => sum + seconds, 0)
    const steps = this.timings.map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`).join('; ')
    return `Steps: ${steps}\nTotal ${total.toFixed(1)} s`
  }
}
