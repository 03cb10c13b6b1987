import { run } from './run-command.ts'
import type { ComposeStack, ServiceCounts } from './compose-stack.ts'
import type { SiteClient } from './site-client.ts'
import { findBill, signIn, waitUntil, type Account, type Bill } from './stack-checks.ts'

// The restore drill of `npm run compose:smoke`, as docs/operations.md tells a studio to do it: the backup
// service's own first backup, one more made now, the database volume wiped, and the backup put back while
// the api and worker stay up; the account and its bill must be there again.

export interface DrillResult {
  file: string
  restoreSeconds: number
}

export async function backupWipeRestore(
  stack: ComposeStack,
  site: SiteClient,
  counts: ServiceCounts,
  account: Account,
  bill: Bill,
): Promise<DrillResult> {
  // The service backs up at start when it has no backup: its healthcheck passes once that one is made.
  await waitUntil(
    'the backup service to make its first backup',
    () =>
      stack
        .exec('backup', ['node', '--import', 'tsx', 'scripts/backup-service.ts', '--check'])
        .then(() => true),
    120_000,
  )
  const printed = (await stack.exec('backup', ['backup'])).trim().split('\n')
  const file = printed.at(-1)!
  if (!/^\/app\/\.data\/backups\/studio-.*\.sql\.gz$/.test(file)) {
    throw new Error(`\`exec backup backup\` printed no backup path: ${printed.join(' / ')}`)
  }

  await stack.compose(['rm', '--stop', '--force', 'postgres'])
  await run('docker', ['volume', 'rm', stack.volume('postgres-data')])
  // A new, empty PostgreSQL, and migrate run again on it, as after a first `up`.
  await stack.compose(['up', '--detach', '--no-build', '--force-recreate', 'migrate'])
  await stack.waitUntilReady(counts, 180_000)
  const wiped = await site.request('POST', '/api/auth/login.php', { body: account })
  if (wiped.status !== 401) throw new Error(`After the wipe, signing in answered ${wiped.status}, not 401.`)

  const started = performance.now()
  await stack.exec('backup', ['restore', file, '--yes'], 10 * 60_000)
  const restoreSeconds = (performance.now() - started) / 1000
  await findBill(site, await signIn(site, account), bill)
  return { file, restoreSeconds }
}
