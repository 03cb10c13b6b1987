/** One JSON call to the API, its status and parsed body (the API always answers JSON). */
export async function callJson<Body = Record<string, unknown>>(
  baseUrl: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Body }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Body }
}
