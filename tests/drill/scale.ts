/** `npm run drill` runs the full drill; CI's `npm test` runs the short form (DRILL=short). */
export const fullDrill = process.env.DRILL === 'full'

export function drillSize<T>(full: T, short: T): T {
  return fullDrill ? full : short
}
