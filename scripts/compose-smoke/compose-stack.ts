import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { run, succeeds } from './run-command.ts'

const repoRoot = path.resolve(import.meta.dirname, '../..')
const projectLabel = 'com.docker.compose.project'
const serviceLabel = 'com.docker.compose.service'

/** The long-running services and how many containers of each the stack should have. */
export type ServiceCounts = Record<string, number>
export const oneOfEach: ServiceCounts = { postgres: 1, redis: 1, api: 1, worker: 1, backup: 1, web: 1 }

export interface ContainerState {
  id: string
  name: string
  service: string
  status: string
  /** undefined: the container has no healthcheck. */
  health?: string
  exitCode: number
  restartCount: number
  image: string
}

interface InspectedContainer {
  Id: string
  Name: string
  Image: string
  RestartCount: number
  Config: { Labels: Record<string, string> }
  State: { Status: string; ExitCode: number; Health?: { Status: string } }
}

/**
 * One compose project, driven through compose v2 (`docker compose`) where it exists, else v1
 * (`docker-compose`, as Debian packages it): v1 has no `--wait`, so readiness is always judged here
 * from the containers' own states and healthchecks.
 */
export class ComposeStack {
  private constructor(
    private readonly client: { command: string; prefix: string[]; version: 1 | 2 },
    readonly project: string,
    private readonly envFile: string,
    private readonly environment: NodeJS.ProcessEnv,
    private readonly files: string[],
  ) {}

  /** `overrides`: compose files laid over docker-compose.yml, for this project only. */
  static async open(project: string, envFile: string, overrides: string[] = []): Promise<ComposeStack> {
    const files = ['docker-compose.yml', ...overrides]
    // Only what compose needs from this environment: a variable set here would override the env file.
    const environment: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DOCKER_HOST: process.env.DOCKER_HOST,
      // The classic builder: BuildKit would pull the Dockerfile's `# syntax=` frontend image.
      DOCKER_BUILDKIT: '0',
      COMPOSE_DOCKER_CLI_BUILD: '0',
    }
    if (await succeeds('docker', ['compose', 'version'], { env: environment })) {
      return new ComposeStack(
        { command: 'docker', prefix: ['compose'], version: 2 },
        project,
        envFile,
        environment,
        files,
      )
    }
    if (await succeeds('docker-compose', ['version'], { env: environment })) {
      return new ComposeStack(
        { command: 'docker-compose', prefix: [], version: 1 },
        project,
        envFile,
        environment,
        files,
      )
    }
    throw new Error('Neither `docker compose` nor `docker-compose` runs here: apt-get install docker-compose')
  }

  get description(): string {
    return `${[this.client.command, ...this.client.prefix].join(' ')} (compose v${this.client.version})`
  }

  compose(args: string[], timeoutMs = 5 * 60_000): Promise<string> {
    const { command, prefix } = this.client
    return run(
      command,
      [
        ...prefix,
        '--project-name',
        this.project,
        '--env-file',
        this.envFile,
        ...this.files.flatMap((file) => ['--file', file]),
        ...args,
      ],
      { cwd: repoRoot, env: this.environment, timeoutMs },
    )
  }

  build(): Promise<string> {
    return this.compose(['build'], 15 * 60_000)
  }

  /** Starts (or rescales) the stack in the background; `scale` sets replica counts. */
  up(scale: ServiceCounts = {}): Promise<string> {
    const scaling = Object.entries(scale).flatMap(([service, count]) => ['--scale', `${service}=${count}`])
    return this.compose(['up', '--detach', '--no-build', ...scaling])
  }

  async containers(): Promise<ContainerState[]> {
    const ids = (
      await run('docker', ['ps', '--all', '--quiet', '--filter', `label=${projectLabel}=${this.project}`])
    )
      .split('\n')
      .filter(Boolean)
    if (ids.length === 0) return []
    const inspected = JSON.parse(await run('docker', ['inspect', ...ids])) as InspectedContainer[]
    return inspected.map((container) => ({
      id: container.Id,
      name: container.Name.replace(/^\//, ''),
      service: container.Config.Labels[serviceLabel] ?? '',
      status: container.State.Status,
      health: container.State.Health?.Status,
      exitCode: container.State.ExitCode,
      restartCount: container.RestartCount,
      image: container.Image,
    }))
  }

  async containersOf(service: string): Promise<ContainerState[]> {
    return (await this.containers()).filter((container) => container.service === service)
  }

  /**
   * Waits until every long-running service has `counts` containers running and healthy, and the one-shot
   * migrate has exited 0; a failed migrate, or a timeout, is an error naming what was not ready.
   */
  async waitUntilReady(counts: ServiceCounts, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs
    let notReady: string[] = []
    while (Date.now() < deadline) {
      const containers = await this.containers()
      const migrate = containers.find((container) => container.service === 'migrate')
      if (migrate?.status === 'exited' && migrate.exitCode !== 0) {
        throw new Error(`migrate exited with ${migrate.exitCode}:\n${await this.logs('migrate')}`)
      }
      notReady = migrate?.status === 'exited' ? [] : ['migrate has not finished']
      for (const [service, expected] of Object.entries(counts)) {
        const ready = containers.filter(
          (container) =>
            container.service === service &&
            container.status === 'running' &&
            (container.health === undefined || container.health === 'healthy'),
        )
        if (ready.length !== expected) notReady.push(`${service} ${ready.length}/${expected} healthy`)
      }
      if (notReady.length === 0) return
      await sleep(1_000)
    }
    throw new Error(`The stack was not ready within ${timeoutMs / 1000} s: ${notReady.join(', ')}.`)
  }

  logs(service: string, lines = 40): Promise<string> {
    return this.compose(['logs', '--no-color', '--tail', String(lines), service]).catch(
      (error: Error) => `(no logs: ${error.message})`,
    )
  }

  /** Runs a command in the service's (first) container, as `docker compose exec -T`; returns its stdout. */
  exec(service: string, command: string[], timeoutMs?: number): Promise<string> {
    return this.compose(['exec', '-T', service, ...command], timeoutMs)
  }

  /** The engine's name of one of this project's volumes (`postgres-data` → `<project>_postgres-data`). */
  volume(name: string): string {
    return `${this.project}_${name}`
  }

  stop(service: string): Promise<string> {
    return this.compose(['stop', service])
  }

  start(service: string): Promise<string> {
    return this.compose(['start', service])
  }

  /** Removes the containers, networks, volumes and the images this project built. */
  down(): Promise<string> {
    return this.compose(['down', '--volumes', '--rmi', 'local', '--remove-orphans', '--timeout', '10'])
  }

  /** What of this project is still on the engine after `down` (containers, volumes, networks, images). */
  async leftovers(): Promise<string[]> {
    const filter = ['--filter', `label=${projectLabel}=${this.project}`]
    const listings: [string, string[]][] = [
      ['container', ['ps', '--all', '--quiet', ...filter]],
      ['volume', ['volume', 'ls', '--quiet', ...filter]],
      ['network', ['network', 'ls', '--quiet', ...filter]],
      ['image', ['image', 'ls', '--quiet', ...filter]],
      // compose v1 labels no image it builds, but names them after the project.
      ['image', ['image', 'ls', '--quiet', '--filter', `reference=${this.project}_*`]],
      ['image', ['image', 'ls', '--quiet', '--filter', `reference=${this.project}-*`]],
    ]
    const found = new Set<string>()
    for (const [kind, args] of listings) {
      for (const id of (await run('docker', args)).split('\n').filter(Boolean)) found.add(`${kind} ${id}`)
    }
    return [...found]
  }
}

/**
 * Removes the untagged images built since `since`: the classic builder keeps each build stage that is
 * not part of a final image (the web build, 1 GB), and nothing else names them.
 */
export async function removeBuildLeftovers(since: Date): Promise<void> {
  const dangling = (await run('docker', ['image', 'ls', '--quiet', '--filter', 'dangling=true']))
    .split('\n')
    .filter(Boolean)
  if (dangling.length === 0) return
  const created = (await run('docker', ['image', 'inspect', '--format', '{{.Id}} {{.Created}}', ...dangling]))
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(' ') as [string, string])
  const fresh = created.filter(([, time]) => Date.parse(time) >= since.getTime()).map(([id]) => id)
  if (fresh.length > 0) await run('docker', ['image', 'rm', '--force', ...fresh])
}
