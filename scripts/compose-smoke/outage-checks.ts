import type { ComposeStack, ServiceCounts } from './compose-stack.ts'
import { run } from './run-command.ts'
import type { SiteClient } from './site-client.ts'
import { sendContactMessage, signIn, waitForMails, waitUntil, type Account } from './stack-checks.ts'

// The outages `npm run compose:smoke` puts a running stack through, and what must hold during and after
// each: scaling while serving, a worker killed amid jobs, PostgreSQL stopped, Redis lost.

/**
 * Runs `change` while requests keep coming through nginx (a page and /api/health, one after another):
 * every one must be answered 200. Returns how many were.
 */
export async function whileServing(site: SiteClient, change: () => Promise<unknown>): Promise<number> {
  let changing = true
  const failures: string[] = []
  let answered = 0
  const traffic = (async () => {
    while (changing) {
      for (const path of ['/api/health', '/']) {
        const response = await site
          .request('GET', path)
          .catch((error: Error) => ({ status: 0, text: error.message }))
        if (response.status === 200) answered += 1
        else failures.push(`${path} ${response.status} ${response.text.slice(0, 120)}`)
      }
    }
  })()
  try {
    await change()
  } finally {
    changing = false
    await traffic
  }
  if (failures.length > 0) {
    throw new Error(
      `${failures.length} of ${answered + failures.length} requests failed meanwhile: ${failures.slice(0, 5).join('; ')}`,
    )
  }
  return answered
}

/** Scales out while serving: no request may fail, and the stack must settle at the new counts. */
export function scaleWhileServing(
  stack: ComposeStack,
  site: SiteClient,
  counts: ServiceCounts,
): Promise<number> {
  return whileServing(site, async () => {
    await stack.up({ api: counts.api!, worker: counts.worker! })
    await stack.waitUntilReady(counts, 180_000)
  })
}

/**
 * Sends three contact messages, `docker kill`s a worker at once and expects all three mails; then `up`
 * brings the stack back to its counts (Docker does not restart a container that was killed on purpose).
 */
export async function killWorkerMidJobs(
  stack: ComposeStack,
  site: SiteClient,
  counts: ServiceCounts,
): Promise<void> {
  const [victim] = await stack.containersOf('worker')
  if (!victim) throw new Error('There is no worker container to kill.')
  const words = await Promise.all([1, 2, 3].map(() => sendContactMessage(site)))
  await run('docker', ['kill', victim.id])
  // A job the killed worker held is picked up again once its lock lapses (30 s).
  await waitForMails(stack, words, 120_000)
  await stack.up({ api: counts.api!, worker: counts.worker! })
  await stack.waitUntilReady(counts, 120_000)
}

/** Stops PostgreSQL: /api/health must answer 503; started again, it must answer 200 and sign-in work. */
export async function restartPostgres(
  stack: ComposeStack,
  site: SiteClient,
  counts: ServiceCounts,
  account: Account,
): Promise<void> {
  await stack.stop('postgres')
  await waitUntil(
    '/api/health to answer 503',
    async () => (await site.request('GET', '/api/health')).status === 503,
    60_000,
  )
  await stack.start('postgres')
  await waitUntil(
    '/api/health to answer 200 again',
    async () => (await site.request('GET', '/api/health')).status === 200,
    120_000,
  )
  await stack.waitUntilReady(counts, 120_000)
  await signIn(site, account)
}

/**
 * Stops Redis for longer than the worker's limit: every worker must exit and be restarted by its restart
 * policy; with Redis back, the stack is healthy and a contact message is mailed again.
 */
export async function loseRedis(stack: ComposeStack, site: SiteClient, counts: ServiceCounts): Promise<void> {
  const before = new Map(
    (await stack.containersOf('worker')).map((worker) => [worker.id, worker.restartCount]),
  )
  await stack.stop('redis')
  try {
    await waitUntil(
      'every worker to exit and be restarted while Redis is away',
      async () => {
        const workers = await stack.containersOf('worker')
        return workers.every((worker) => worker.restartCount > (before.get(worker.id) ?? 0))
      },
      120_000,
    )
  } finally {
    await stack.start('redis')
  }
  await stack.waitUntilReady(counts, 180_000)
  await waitForMails(stack, [await sendContactMessage(site)], 60_000)
}
