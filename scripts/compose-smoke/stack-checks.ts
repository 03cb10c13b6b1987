import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { carePlanPages } from '@studio/web/site/site-pages'
import type { ComposeStack } from './compose-stack.ts'
import { run } from './run-command.ts'
import type { SiteClient } from './site-client.ts'

// What `npm run compose:smoke` does to a running stack, through nginx on 127.0.0.1 and the engine.
// The contact form allows 5 messages per 15 minutes per address, and every message here comes from
// the same one: the checks below send exactly 5.

const mailDir = '/app/.data/mail'

/** Polls `check` until it returns a truthy value; after `timeoutMs` fails with `what` and the last error. */
export async function waitUntil<T>(what: string, check: () => Promise<T>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let lastError: unknown
  while (Date.now() < deadline) {
    try {
      const value = await check()
      if (value) return value
    } catch (error) {
      lastError = error
    }
    await sleep(500)
  }
  const cause = lastError instanceof Error ? `: ${lastError.message}` : ''
  throw new Error(`Timed out after ${timeoutMs / 1000} s waiting for ${what}${cause}`)
}

const uniqueWord = (label: string) => `${label}${randomBytes(6).toString('hex')}`

export async function checkPagesAndHealth(site: SiteClient): Promise<void> {
  for (const page of ['/', '/about', '/login', '/contact', '/roast-toast']) await site.expectPage(page)
  // The signed-in pages the mails link to: the SPA fallback with 200 (issue 32); beside them, still 404.
  for (const page of carePlanPages) await site.expectPage(page.path.replace(':id', '1'))
  const unknown = await site.request('GET', '/dashboard/nope')
  if (unknown.status !== 404) throw new Error(`GET /dashboard/nope answered ${unknown.status}, not 404.`)
  const health = await site.expectJson<{ db?: string; redis?: string }>(200, 'GET', '/api/health')
  if (health.db !== 'ok' || health.redis !== 'ok') {
    throw new Error(`/api/health reports ${JSON.stringify(health)}, not the database and Redis ok.`)
  }
}

/**
 * The analytics snippet and its vitals module through nginx: loadable by other sites (CORP cross-origin,
 * CORS), cached at least an hour; and the beacon answered 202 (an unknown key: dropped, as designed).
 */
export async function checkAnalyticsSnippet(site: SiteClient): Promise<void> {
  for (const path of ['/v.js', '/v-vitals.js']) {
    const { status, headers } = await site.request('GET', path)
    const maxAge = Number(/max-age=(\d+)/.exec(headers.get('cache-control') ?? '')?.[1] ?? 0)
    const problems = [
      status !== 200 && `status ${status}`,
      !/javascript/.test(headers.get('content-type') ?? '') && `type ${headers.get('content-type')}`,
      maxAge < 3600 && `Cache-Control ${headers.get('cache-control')}`,
      headers.get('cross-origin-resource-policy') !== 'cross-origin' &&
        `Cross-Origin-Resource-Policy ${headers.get('cross-origin-resource-policy')}`,
      headers.get('access-control-allow-origin') !== '*' &&
        `Access-Control-Allow-Origin ${headers.get('access-control-allow-origin')}`,
    ].filter(Boolean)
    if (problems.length > 0) throw new Error(`GET ${path} through nginx: ${problems.join(', ')}.`)
  }
  const beacon = await fetch(`${site.baseUrl}/api/v`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify({
      k: 'compose-smoke-key',
      n: 'pageview',
      u: 'https://example.com/',
      r: '',
      w: 1024,
    }),
  })
  if (beacon.status !== 202) throw new Error(`POST /api/v through nginx answered ${beacon.status}, not 202.`)
}

export interface Account {
  username: string
  password: string
}

/** Registers an account and signs in with it. */
export async function registerAndSignIn(site: SiteClient): Promise<Account & { token: string }> {
  const account = { username: uniqueWord('smoke'), password: randomBytes(12).toString('hex') }
  await site.expectJson(201, 'POST', '/api/auth/register.php', {
    body: { ...account, email: `${account.username}@example.com` },
  })
  return { ...account, token: await signIn(site, account) }
}

/** Signs in and checks the token is accepted. */
export async function signIn(site: SiteClient, { username, password }: Account): Promise<string> {
  const { token } = await site.expectJson<{ token: string }>(200, 'POST', '/api/auth/login.php', {
    body: { username, password },
  })
  await site.expectJson(200, 'POST', '/api/auth/validate_token.php', { token })
  return token
}

export interface Bill {
  id: number
  owner: string
  name: string
}

/** Adds a bill for the first member of the account's household and finds it in the list. */
export async function checkBills(
  site: SiteClient,
  token: string,
  configuredMembers: string[],
): Promise<Bill> {
  // An account's own household where the API has one (GET household.php), else the configured members.
  const household = await site.request('GET', '/api/bills/household.php', { token })
  const members =
    household.status === 200
      ? (JSON.parse(household.text) as { members: string[] }).members
      : configuredMembers
  const owner = members[0]!
  const name = uniqueWord('Smoke bill ')
  const { id } = await site.expectJson<{ id: number }>(201, 'POST', '/api/bills/add.php', {
    token,
    body: { owner, name, amount: 12.5, dueDate: '2030-01-15' },
  })
  const bill = { id, owner, name }
  await findBill(site, token, bill)
  return bill
}

/** The bill is in its owner's list, with its name. */
export async function findBill(site: SiteClient, token: string, { id, owner, name }: Bill): Promise<void> {
  const bills = await site.expectJson<{ id: number; name: string }[]>(
    200,
    'GET',
    `/api/bills/list.php?owner=${encodeURIComponent(owner)}`,
    { token },
  )
  if (!bills.some((bill) => bill.id === id && bill.name === name)) {
    throw new Error(`The bill ${id} (${name}) is not in the list: ${JSON.stringify(bills)}`)
  }
}

/** Sends a contact message and returns the word that identifies its mail. */
export async function sendContactMessage(site: SiteClient): Promise<string> {
  const word = uniqueWord('contact')
  await site.expectJson(200, 'POST', '/api/contact/send_contact.php', {
    body: { name: 'Compose Smoke', email: 'smoke@example.com', message: `Smoke test message\n${word}\n` },
  })
  return word
}

/** The words of `words` found in the mails the workers wrote (.eml files on the shared app-data volume). */
async function mailedWords(stack: ComposeStack, words: string[]): Promise<Set<string>> {
  const container = (await stack.containersOf('api')).find((candidate) => candidate.status === 'running')
  if (!container) throw new Error('No api container is running to read the mail directory from.')
  const found = new Set<string>()
  const listing = await run('docker', [
    'exec',
    container.id,
    'sh',
    '-c',
    `cat ${mailDir}/*.eml 2>/dev/null || true`,
  ])
  for (const word of words) if (listing.includes(word)) found.add(word)
  return found
}

export async function waitForMails(stack: ComposeStack, words: string[], timeoutMs: number): Promise<void> {
  let missing = words
  await waitUntil(
    `the mail of ${words.length} contact message(s)`,
    async () => {
      const found = await mailedWords(stack, words)
      missing = words.filter((word) => !found.has(word))
      return missing.length === 0
    },
    timeoutMs,
  ).catch((error: Error) => {
    throw new Error(`${error.message}; missing: ${missing.join(', ')}`)
  })
}

/**
 * A site audit of a page the stack serves itself (the smoke's own project lets its workers reach their
 * private network), which the API hands to a worker as a job and waits for: a report must come back, and a
 * worker must have logged the job completed.
 */
export async function checkAudit(stack: ComposeStack, site: SiteClient, url: string): Promise<string> {
  const response = await site.request('POST', '/api/tools/roast_toast', { body: { url }, timeoutMs: 90_000 })
  const answer = JSON.parse(response.text) as { roast?: unknown[]; toast?: unknown[] }
  if (response.status !== 200 || !Array.isArray(answer.roast) || !Array.isArray(answer.toast)) {
    throw new Error(`The audit of ${url} answered ${response.status}: ${response.text.slice(0, 300)}`)
  }
  const workerLogs = await stack.logs('worker', 200)
  if (!/"job":"roast-toast".*"msg":"job completed"/.test(workerLogs)) {
    throw new Error('The audit answered, but no worker logged a completed roast-toast job.')
  }
  return `${answer.roast.length} roasts, ${answer.toast.length} toasts`
}
