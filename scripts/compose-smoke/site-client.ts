import { contentSecurityPolicy, inlineScriptHashes } from '@studio/api/site/content-security-policy'

export interface SiteResponse {
  status: number
  headers: Headers
  text: string
}

/** Requests to the stack through nginx, the way a browser or a client would reach it. */
export class SiteClient {
  constructor(readonly baseUrl: string) {}

  async request(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; token?: string; timeoutMs?: number } = {},
  ): Promise<SiteResponse> {
    const headers: Record<string, string> = {}
    if (options.body !== undefined) headers['Content-Type'] = 'application/json'
    if (options.token) headers.Authorization = `Bearer ${options.token}`
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    })
    return { status: response.status, headers: response.headers, text: await response.text() }
  }

  /** A JSON answer with the expected status; anything else is an error quoting what came back. */
  async expectJson<T>(
    expectedStatus: number,
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; token?: string; timeoutMs?: number } = {},
  ): Promise<T> {
    const response = await this.request(method, path, options)
    if (response.status !== expectedStatus) {
      throw new Error(
        `${method} ${path} answered ${response.status}, not ${expectedStatus}: ${response.text.slice(0, 300)}`,
      )
    }
    return JSON.parse(response.text) as T
  }

  /** A prerendered page, served with exactly the policy that allows its own inline scripts. */
  async expectPage(path: string): Promise<void> {
    const response = await this.request('GET', path)
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}.`)
    if (!response.headers.get('content-type')?.startsWith('text/html')) {
      throw new Error(`GET ${path} is ${response.headers.get('content-type')}, not HTML.`)
    }
    const hashes = inlineScriptHashes(response.text)
    if (hashes.length === 0) throw new Error(`GET ${path} has no inline script: is it prerendered?`)
    const policy = response.headers.get('content-security-policy')
    if (policy !== contentSecurityPolicy(hashes)) {
      throw new Error(`GET ${path} came with the wrong Content-Security-Policy: ${policy}`)
    }
  }
}
