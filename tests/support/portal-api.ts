// For the care plan portal's end-to-end tests: the API called as a signed-in person, the way the screens
// call it, to set up what a test then looks at in the browser.

/** Calls `/api<path>` with `token`; answers the reply's JSON or fails with the status and the reply. */
export async function callPortalApi<Reply>(
  baseURL: string,
  token: string,
  method: string,
  path: string,
  body?: object,
): Promise<Reply> {
  const response = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`)
  return (text ? JSON.parse(text) : undefined) as Reply
}

/** Last month in New York, 'YYYY-MM': the newest month that has ended, so the newest a report can cover. */
export function lastMonth(): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number)
  return month === 1 ? `${year! - 1}-12` : `${year}-${String(month! - 1).padStart(2, '0')}`
}
