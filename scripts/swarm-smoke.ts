import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { freePort } from '@studio/api/platform/net/free-port'
import { removeBuildLeftovers } from './compose-smoke/compose-stack.ts'
import { run } from './compose-smoke/run-command.ts'
import { SiteClient } from './compose-smoke/site-client.ts'
import {
  checkBills,
  checkPagesAndHealth,
  findBill,
  registerAndSignIn,
  signIn,
} from './compose-smoke/stack-checks.ts'
import { whileServing } from './compose-smoke/outage-checks.ts'
import { resolveBaseImages } from './compose-smoke/stand-in-images.ts'
import { StepTimer } from './compose-smoke/steps.ts'
import { ensureSwarm, labelThisNode, SwarmStack } from './swarm-smoke/swarm-stack.ts'

// `npm run swarm:smoke`: the images compose builds, deployed unchanged as a Docker Swarm stack
// (infra/swarm/stack.yml) on a one-node swarm of this engine: secrets for JWT_SECRET and the database
// password, replicas, scaling and a rolling update of the api while it serves, the backup service; then
// everything it made is removed and the swarm left as it was found. Prints each step's time.

const householdMembers = ['Jordan', 'Casey']
// web runs once per node (global): one here.
const replicas = { postgres: 1, redis: 1, api: 2, worker: 1, backup: 1, web: 1 }
const timer = new StepTimer()
const step = timer.step.bind(timer)

async function main(): Promise<void> {
  const startedAt = new Date()
  const id = randomBytes(4).toString('hex')
  const port = await freePort()
  const site = new SiteClient(`http://127.0.0.1:${port}`)
  const secrets = {
    jwt_secret: randomBytes(32).toString('hex'),
    postgres_password: randomBytes(24).toString('hex'),
  }
  const settings: Record<string, string> = {
    STUDIO_IMAGES: `studio-swarm-${id}`,
    STUDIO_IMAGE_TAG: '1',
    STUDIO_SECRETS: `studio-swarm-${id}`,
    PORT: String(port),
    PUBLIC_URL: site.baseUrl,
    HOUSEHOLD_MEMBERS: householdMembers.join(','),
  }
  const stack = new SwarmStack(`studio-swarm-${id}`, settings)
  console.log(`swarm:smoke: stack ${stack.name}, site at ${site.baseUrl}`)
  const swarm = await step('a one-node swarm (docker swarm init, unless there is one)', ensureSwarm)
  let unlabel: (() => Promise<void>) | undefined
  let failure: unknown
  try {
    unlabel = await labelThisNode(['studio.database', 'studio.backups'])
    const baseImages = await step('base images (official, else stand-ins)', () =>
      resolveBaseImages((line) => process.stdout.write(`\n    ${line} … `)),
    )
    // Tags of this run's own: another run (another work tree) may rebuild a stand-in under its shared tag.
    for (const { variable, image } of baseImages) {
      settings[variable] = stack.image(`base-${variable.toLowerCase().replace('_image', '')}`)
      await run('docker', ['tag', image, settings[variable]!])
    }
    await step('build the images (the Dockerfile targets compose builds)', () =>
      stack.buildImages({
        NODE_IMAGE: settings.NODE_IMAGE!,
        NGINX_IMAGE: settings.NGINX_IMAGE!,
        PUBLIC_URL: settings.PUBLIC_URL!,
        HOUSEHOLD_MEMBERS: settings.HOUSEHOLD_MEMBERS!,
      }),
    )
    await step('secrets, docker stack deploy, until every service is healthy', async () => {
      for (const [name, value] of Object.entries(secrets)) await stack.createSecret(name, value)
      await stack.deploy()
      await stack.waitUntilReady(replicas, 300_000)
    })
    await step('secrets read from files: none in any service definition', async () => {
      for (const service of Object.keys(replicas)) {
        const definition = await stack.inspectService(service)
        for (const value of Object.values(secrets)) {
          if (definition.includes(value))
            throw new Error(`The ${service} service's definition holds a secret.`)
        }
      }
    })
    await step('pages with their CSP, /api/health', () => checkPagesAndHealth(site))
    const { account, bill } = await step('register, sign in, a bill', async () => {
      const signedIn = await registerAndSignIn(site)
      return { account: signedIn, bill: await checkBills(site, signedIn.token, householdMembers) }
    })
    await step('the backup service made its first backup; one more made now', async () => {
      const [backup] = await stack.containers('backup')
      if (!backup) throw new Error('No backup container runs.')
      const printed = (await run('docker', ['exec', backup.id, 'backup'])).trim()
      if (!/^\/app\/\.data\/backups\/studio-.*\.sql\.gz$/.test(printed)) {
        throw new Error(`\`backup\` printed no backup path: ${printed}`)
      }
    })
    await step('scale the api to 3 while serving', () =>
      whileServing(site, async () => {
        await stack.scale('api', 3)
        await stack.waitUntilReady({ ...replicas, api: 3 }, 180_000)
      }),
    )
    await step('rolling update of the api to a new image tag while serving', () =>
      whileServing(site, async () => {
        await run('docker', ['tag', stack.image('api'), stack.image('api', '2')])
        await stack.updateImage('api', stack.image('api', '2'))
        await stack.waitUntilReady({ ...replicas, api: 3 }, 180_000)
      }),
    )
    await step('signed in again after the update, the bill still there', async () => {
      const services = await stack.services()
      const api = services.find((service) => service.name === 'api')
      if (!api?.image.endsWith(':2')) throw new Error(`The api runs ${api?.image}, not the new tag.`)
      await findBill(site, await signIn(site, account), bill)
    })
  } catch (error) {
    failure = error
    for (const service of ['migrate', 'api', 'worker', 'backup', 'web']) {
      console.error(`--- last logs of ${service} ---\n${await stack.logs(service)}`)
    }
  } finally {
    await step('stack removed, its volumes, secrets and images too; the swarm as it was', async () => {
      await stack.remove()
      await removeBuildLeftovers(startedAt)
      // Swarm removes a stack's networks a moment after its containers.
      let leftovers = await stack.leftovers()
      for (let tries = 0; leftovers.length > 0 && tries < 30; tries += 1) {
        await sleep(2_000)
        leftovers = await stack.leftovers()
      }
      await unlabel?.()
      await swarm.leave()
      if (leftovers.length > 0) throw new Error(`left behind: ${leftovers.join(', ')}`)
    }).catch((error: unknown) => (failure ??= error))
  }
  console.log(timer.summary())
  if (failure) throw failure
  console.log('swarm:smoke passed')
}

main().catch((error: unknown) => {
  console.error(`swarm:smoke failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
