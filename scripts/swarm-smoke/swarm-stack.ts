import { setTimeout as sleep } from 'node:timers/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { run, succeeds } from '../compose-smoke/run-command.ts'

// One stack of infra/swarm/stack.yml on this engine's swarm, driven through the docker CLI: its images
// built from the Dockerfile's targets, its secrets, deploy, scale, rolling update, and removal of all of it.

const repoRoot = path.resolve(import.meta.dirname, '../..')
const namespaceLabel = 'com.docker.stack.namespace'
/** The Dockerfile targets the stack runs, each its own image. */
export const appTargets = ['migrate', 'api', 'worker', 'backup', 'web'] as const

export interface ServiceState {
  name: string
  /** "2/2" as `docker service ls` shows it. */
  replicas: string
  image: string
}

export class SwarmStack {
  constructor(
    readonly name: string,
    /** The environment `docker stack deploy` reads the stack file's ${…} from. */
    private readonly settings: Record<string, string>,
  ) {}

  get imagePrefix(): string {
    return this.settings.STUDIO_IMAGES!
  }

  image(target: string, tag = this.settings.STUDIO_IMAGE_TAG!): string {
    return `${this.imagePrefix}/${target}:${tag}`
  }

  /** Builds each target with the classic builder, as compose:smoke does; `buildArgs` for every target. */
  async buildImages(buildArgs: Record<string, string>): Promise<void> {
    for (const target of appTargets) {
      const args = ['build', '--quiet', '--target', target, '--tag', this.image(target)]
      for (const [name, value] of Object.entries(buildArgs)) args.push('--build-arg', `${name}=${value}`)
      await run('docker', [...args, '.'], {
        cwd: repoRoot,
        env: { ...process.env, DOCKER_BUILDKIT: '0' },
        timeoutMs: 15 * 60_000,
      })
    }
  }

  async createSecret(name: string, value: string): Promise<void> {
    await run('docker', ['secret', 'create', this.secretName(name), '-'], { input: Readable.from([value]) })
  }

  secretName(name: string): string {
    return `${this.settings.STUDIO_SECRETS}_${name}`
  }

  deploy(): Promise<string> {
    return run(
      'docker',
      ['stack', 'deploy', '--resolve-image', 'never', '--compose-file', 'infra/swarm/stack.yml', this.name],
      { cwd: repoRoot, env: { ...process.env, ...this.settings }, timeoutMs: 5 * 60_000 },
    )
  }

  async services(): Promise<ServiceState[]> {
    const lines = await run('docker', [
      'service',
      'ls',
      '--filter',
      `label=${namespaceLabel}=${this.name}`,
      '--format',
      '{{.Name}}\t{{.Replicas}}\t{{.Image}}',
    ])
    return lines
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [name, replicas, image] = line.split('\t') as [string, string, string]
        return { name: name.slice(this.name.length + 1), replicas, image }
      })
  }

  /** The states of a service's tasks, current and past ("Running 5 seconds ago", "Complete …", "Failed …"). */
  async taskStates(service: string): Promise<string[]> {
    const lines = await run('docker', [
      'service',
      'ps',
      '--format',
      '{{.CurrentState}}',
      `${this.name}_${service}`,
    ])
    return lines.split('\n').filter(Boolean)
  }

  /** The ids of a service's containers on this node, with their health ("healthy", "starting", …). */
  async containers(service: string): Promise<{ id: string; health: string }[]> {
    const ids = (
      await run('docker', [
        'ps',
        '--quiet',
        '--filter',
        `label=com.docker.swarm.service.name=${this.name}_${service}`,
      ])
    )
      .split('\n')
      .filter(Boolean)
    const states: { id: string; health: string }[] = []
    for (const id of ids) {
      const health = await run('docker', [
        'inspect',
        '--format',
        '{{if .State.Health}}{{.State.Health.Status}}{{end}}',
        id,
      ])
      states.push({ id, health: health.trim() || 'none' })
    }
    return states
  }

  /**
   * Waits until each service has its replicas running and every container of it healthy, and migrate's
   * one task has completed; a timeout names what was not ready.
   */
  async waitUntilReady(replicas: Record<string, number>, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs
    let notReady: string[] = []
    while (Date.now() < deadline) {
      notReady = []
      const migrate = await this.taskStates('migrate').catch(() => [])
      if (!migrate.some((state) => state.startsWith('Complete'))) notReady.push('migrate has not completed')
      const services = new Map((await this.services()).map((service) => [service.name, service]))
      for (const [service, expected] of Object.entries(replicas)) {
        const running = services.get(service)?.replicas
        const healthy = (await this.containers(service)).filter((container) => container.health === 'healthy')
        if (running !== `${expected}/${expected}` || healthy.length !== expected) {
          notReady.push(`${service} ${running ?? 'missing'}, ${healthy.length} healthy`)
        }
      }
      if (notReady.length === 0) return
      await sleep(1_000)
    }
    throw new Error(`The stack was not ready within ${timeoutMs / 1000} s: ${notReady.join(', ')}.`)
  }

  scale(service: string, replicas: number): Promise<string> {
    return run('docker', ['service', 'scale', '--detach', `${this.name}_${service}=${replicas}`])
  }

  /**
   * A rolling update to another image: returns once Swarm calls it completed (after watching the last new
   * task for the stack's `monitor` period); rolled back or paused is an error.
   */
  async updateImage(service: string, image: string): Promise<void> {
    const name = `${this.name}_${service}`
    await run('docker', [
      'service',
      'update',
      '--detach',
      '--quiet',
      '--no-resolve-image',
      '--image',
      image,
      name,
    ])
    const deadline = Date.now() + 10 * 60_000
    for (;;) {
      const state = (
        await run('docker', [
          'service',
          'inspect',
          '--format',
          '{{if .UpdateStatus}}{{.UpdateStatus.State}}{{end}}',
          name,
        ])
      ).trim()
      if (state === 'completed') return
      if (state !== 'updating' || Date.now() > deadline) {
        throw new Error(`The rolling update of ${service} ended ${state || 'without a state'}.`)
      }
      await sleep(1_000)
    }
  }

  inspectService(service: string): Promise<string> {
    return run('docker', ['service', 'inspect', `${this.name}_${service}`])
  }

  logs(service: string, lines = 40): Promise<string> {
    return run('docker', [
      'service',
      'logs',
      '--raw',
      '--tail',
      String(lines),
      `${this.name}_${service}`,
    ]).catch((error: Error) => `(no logs: ${error.message})`)
  }

  /** Removes the stack, then its volumes, secrets and images once its containers are gone. */
  async remove(): Promise<void> {
    await succeeds('docker', ['stack', 'rm', this.name])
    const deadline = Date.now() + 120_000
    while (Date.now() < deadline && (await this.listing(['ps', '--all', '--quiet'])).length > 0)
      await sleep(1_000)
    while (Date.now() < deadline && (await this.listing(['network', 'ls', '--quiet'])).length > 0)
      await sleep(1_000)
    for (const volume of await this.listing(['volume', 'ls', '--quiet'])) {
      await run('docker', ['volume', 'rm', volume])
    }
    for (const secret of ['jwt_secret', 'postgres_password'])
      await succeeds('docker', ['secret', 'rm', this.secretName(secret)])
    const images = (await run('docker', ['image', 'ls', '--format', '{{.Repository}}:{{.Tag}}'])).split('\n')
    const ours = images.filter((image) => image.startsWith(`${this.imagePrefix}/`))
    if (ours.length > 0) await run('docker', ['image', 'rm', ...ours])
  }

  /** What of this stack is still on the engine (containers, networks, volumes, secrets, images). */
  async leftovers(): Promise<string[]> {
    const found = [
      ...(await this.listing(['ps', '--all', '--quiet'])).map((id) => `container ${id}`),
      ...(await this.listing(['network', 'ls', '--quiet'])).map((id) => `network ${id}`),
      ...(await this.listing(['volume', 'ls', '--quiet'])).map((id) => `volume ${id}`),
    ]
    const secrets = (await run('docker', ['secret', 'ls', '--format', '{{.Name}}'])).split('\n')
    found.push(
      ...secrets
        .filter((secret) => secret.startsWith(`${this.settings.STUDIO_SECRETS}_`))
        .map((s) => `secret ${s}`),
    )
    const images = (await run('docker', ['image', 'ls', '--format', '{{.Repository}}:{{.Tag}}'])).split('\n')
    found.push(...images.filter((image) => image.startsWith(`${this.imagePrefix}/`)).map((i) => `image ${i}`))
    return found
  }

  private async listing(command: string[]): Promise<string[]> {
    const output = await run('docker', [...command, '--filter', `label=${namespaceLabel}=${this.name}`])
    return output.split('\n').filter(Boolean)
  }
}

/** Puts this engine in a one-node swarm if it is in none; the returned function leaves it as it was. */
export async function ensureSwarm(): Promise<{ created: boolean; leave: () => Promise<void> }> {
  const state = (await run('docker', ['info', '--format', '{{.Swarm.LocalNodeState}}'])).trim()
  if (state === 'active') return { created: false, leave: async () => undefined }
  if (state !== 'inactive')
    throw new Error(`This engine's swarm is ${state}: leave it or let it settle first.`)
  // `swarm init` makes this bridge for the swarm's containers, and `swarm leave` keeps it.
  const hadBridge = await succeeds('docker', ['network', 'inspect', 'docker_gwbridge'])
  await run('docker', ['swarm', 'init', '--advertise-addr', '127.0.0.1'])
  return {
    created: true,
    leave: async () => {
      await run('docker', ['swarm', 'leave', '--force'])
      if (!hadBridge) await run('docker', ['network', 'rm', 'docker_gwbridge'])
    },
  }
}

/** Adds node labels to this node; the returned function takes them off again. */
export async function labelThisNode(labels: string[]): Promise<() => Promise<void>> {
  const node = (await run('docker', ['info', '--format', '{{.Swarm.NodeID}}'])).trim()
  await run('docker', [
    'node',
    'update',
    ...labels.flatMap((label) => ['--label-add', `${label}=true`]),
    node,
  ])
  return async () => {
    await run('docker', ['node', 'update', ...labels.flatMap((label) => ['--label-rm', label]), node])
  }
}
