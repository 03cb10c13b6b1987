import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '@studio/api/platform/net/free-port'
import { backupWipeRestore } from './compose-smoke/backup-drill.ts'
import {
  ComposeStack,
  oneOfEach,
  removeBuildLeftovers,
  type ServiceCounts,
} from './compose-smoke/compose-stack.ts'
import { run } from './compose-smoke/run-command.ts'
import { SiteClient } from './compose-smoke/site-client.ts'
import {
  checkAnalyticsSnippet,
  checkAudit,
  checkBills,
  checkPagesAndHealth,
  registerAndSignIn,
  sendContactMessage,
  waitForMails,
} from './compose-smoke/stack-checks.ts'
import {
  killWorkerMidJobs,
  loseRedis,
  restartPostgres,
  scaleWhileServing,
} from './compose-smoke/outage-checks.ts'
import { resolveBaseImages, type BaseImage } from './compose-smoke/stand-in-images.ts'
import { StepTimer } from './compose-smoke/steps.ts'

// `npm run compose:smoke`: builds the images and boots docker-compose.yml for real under a project name
// of its own, drives it through nginx on 127.0.0.1, scales it, kills and restarts parts of it, and tears
// it all down, printing each step's time and the images' sizes. Any failure exits 1 with a sentence;
// teardown runs whatever happened.

const repoRoot = path.resolve(import.meta.dirname, '..')
const householdMembers = ['Jordan', 'Casey']
// The stack's own home page, as the workers reach it on the project's network (audit-own-site.yml).
const auditUrl = 'http://web:8080/'
const scaledOut: ServiceCounts = { ...oneOfEach, api: 3, worker: 2 }

const timer = new StepTimer()
const step = timer.step.bind(timer)

/** .env.example with generated secrets, the test port on 127.0.0.1, and the base images to use. */
async function writeEnvFile(file: string, port: number, baseImages: BaseImage[]): Promise<void> {
  const values: Record<string, string> = {
    POSTGRES_PASSWORD: randomBytes(24).toString('hex'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    HOUSEHOLD_MEMBERS: householdMembers.join(','),
    WEB_BIND_ADDRESS: '127.0.0.1',
    ...Object.fromEntries(baseImages.map(({ variable, image }) => [variable, image])),
  }
  let text = await readFile(path.join(repoRoot, '.env.example'), 'utf8')
  for (const [name, value] of Object.entries(values)) {
    const line = new RegExp(`^${name}=.*$`, 'm')
    text = line.test(text) ? text.replace(line, `${name}=${value}`) : `${text.trimEnd()}\n${name}=${value}\n`
  }
  await writeFile(file, text, { mode: 0o600 })
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1e6)} MB`

async function imageSize(image: string): Promise<number> {
  return Number((await run('docker', ['image', 'inspect', '--format', '{{.Size}}', image])).trim())
}

/** Each built service's image size, and for the app images how much they add to their base. */
async function printImageSizes(stack: ComposeStack, baseImages: BaseImage[]): Promise<void> {
  const nodeBase = baseImages.find((base) => base.variable === 'NODE_IMAGE')!.image
  const nodeBaseSize = await imageSize(nodeBase)
  console.log('Images:')
  for (const base of baseImages) {
    const origin = base.standIn
      ? `stand-in for ${base.official}${base.built ? ', built now' : ', reused'}`
      : 'official'
    console.log(
      `  ${base.image.padEnd(44)} ${megabytes(await imageSize(base.image)).padStart(7)}  (${origin})`,
    )
  }
  const seen = new Set<string>()
  for (const container of await stack.containers()) {
    if (seen.has(container.service)) continue
    seen.add(container.service)
    const size = await imageSize(container.image)
    const added = ['api', 'worker', 'migrate'].includes(container.service)
      ? `  (${megabytes(size - nodeBaseSize)} over ${nodeBase})`
      : ''
    console.log(
      `  ${`${stack.project} ${container.service}`.padEnd(44)} ${megabytes(size).padStart(7)}${added}`,
    )
  }
}

async function main(): Promise<void> {
  const startedAt = new Date()
  const project = `studio-smoke-${randomBytes(4).toString('hex')}`
  const workDir = await mkdtemp(path.join(tmpdir(), 'compose-smoke-'))
  const envFile = path.join(workDir, '.env')
  const port = await freePort()
  const site = new SiteClient(`http://127.0.0.1:${port}`)
  const stack = await ComposeStack.open(project, envFile, ['scripts/compose-smoke/audit-own-site.yml'])
  console.log(`compose:smoke: project ${project} with ${stack.description}, site at ${site.baseUrl}`)
  let failure: unknown
  try {
    const baseImages = await step('base images (official, else stand-ins)', () =>
      resolveBaseImages((line) => process.stdout.write(`\n    ${line} … `)),
    )
    await writeEnvFile(envFile, port, baseImages)
    await step('build the images', () => stack.build())
    await step('up, until every service is healthy', async () => {
      await stack.up()
      await stack.waitUntilReady(oneOfEach, 300_000)
    })
    await printImageSizes(stack, baseImages)
    await step('pages with their CSP, /api/health', () => checkPagesAndHealth(site))
    await step('the analytics snippet’s headers and the beacon, through nginx', () =>
      checkAnalyticsSnippet(site),
    )
    const { account, bill } = await step('register, sign in, a bill', async () => {
      const signedIn = await registerAndSignIn(site)
      return { account: signedIn, bill: await checkBills(site, signedIn.token, householdMembers) }
    })
    await step('contact message mailed by the worker', async () =>
      waitForMails(stack, [await sendContactMessage(site)], 60_000),
    )
    const audit = await step(`site audit job (${auditUrl})`, () => checkAudit(stack, site, auditUrl))
    console.log(`    audit answer: ${audit}`)
    const drill = await step('backup, wipe the database volume, restore, data found again', () =>
      backupWipeRestore(stack, site, oneOfEach, account, bill),
    )
    console.log(`    ${drill.file} restored in ${drill.restoreSeconds.toFixed(1)} s`)
    await step('scale to api=3 worker=2 while serving', () => scaleWhileServing(stack, site, scaledOut))
    await step('docker kill a worker amid mail jobs: none lost', () =>
      killWorkerMidJobs(stack, site, scaledOut),
    )
    await step('PostgreSQL stopped (503) and started (recovered)', () =>
      restartPostgres(stack, site, scaledOut, account),
    )
    await step('Redis away: workers exit, restart, mail again', () => loseRedis(stack, site, scaledOut))
  } catch (error) {
    failure = error
    for (const service of ['migrate', 'api', 'worker', 'backup', 'web']) {
      console.error(`--- last logs of ${service} ---\n${await stack.logs(service)}`)
    }
  } finally {
    await step('down -v, images removed', async () => {
      await stack.down()
      await removeBuildLeftovers(startedAt)
      const leftovers = await stack.leftovers()
      if (leftovers.length > 0) throw new Error(`down left behind: ${leftovers.join(', ')}`)
    }).catch((error: unknown) => (failure ??= error))
    await rm(workDir, { recursive: true, force: true })
  }
  console.log(timer.summary())
  if (failure) throw failure
  console.log('compose:smoke passed')
}

main().catch((error: unknown) => {
  console.error(`compose:smoke failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
