/**
 * How a call to one of the server-side tools went, in the terms the pages' messages need
 * (docs/product.md#server-tool-calls).
 */
export type ToolCall<Data> =
  | { kind: 'ok'; data: Data }
  /** The server answered with an error sentence. */
  | { kind: 'error'; message: string }
  /** The request never got an answer. */
  | { kind: 'network' }
  /** An answer came, but not JSON. */
  | { kind: 'unreadable' }

/** GET `path`, or POST `body` as JSON to it (with any extra `headers`); never throws. */
export async function callTool<Data>(
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ToolCall<Data>> {
  let response: Response
  try {
    response = await fetch(
      path,
      body === undefined
        ? { headers: { Accept: 'application/json' } }
        : {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
            body: JSON.stringify(body),
          },
    )
  } catch {
    return { kind: 'network' }
  }
  let data: unknown
  try {
    data = JSON.parse(await response.text())
  } catch {
    return { kind: 'unreadable' }
  }
  const error = typeof data === 'object' && data !== null && 'error' in data ? String(data.error) : undefined
  if (error || !response.ok)
    return { kind: 'error', message: error ?? `The server answered ${response.status}.` }
  return { kind: 'ok', data: data as Data }
}
