/** Counts one visit per app load (docs/product.md#visit-counting). A failure never bothers the visitor. */
export async function recordVisit(): Promise<void> {
  try {
    const response = await fetch('/api/dashboard/visitors.php', { method: 'POST' })
    if (!response.ok) console.warn(`Visit was not recorded (status ${response.status}).`)
  } catch (error) {
    console.warn('Visit was not recorded.', error)
  }
}
