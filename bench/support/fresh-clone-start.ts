// `npm start` as a newcomer runs it, for bench/cold-start.bench.ts: a fresh clone of one commit (with this
// checkout's node_modules standing in for `npm ci`), no settings, timed until the site and the API answer.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { processTreeCpuSeconds } from './process-cpu.ts'

export interface StartFigures {
  /** Seconds from `npm start` until `/` and `/api/health` both answered 200. */
  seconds: number
  /** User + system CPU seconds of `npm start` and all it ran, until then. */
  cpuSeconds: number
  /** The one-minute load average just before the start. */
  load: number
}

/**
 * A clone of `commit` in a folder of its own, open to the embedded PostgreSQL's `postgres` user, with
 * node_modules hard-linked from `repoRoot` (a copy as `npm ci` leaves it, made in a second).
 */
export function cloneAt(repoRoot: string, commit: string): string {
  const clone = mkdtempSync(join(tmpdir(), 'studio-bench-clone-'))
  chmodSync(clone, 0o755)
  execFileSync('git', ['clone', '--quiet', '--no-checkout', repoRoot, clone])
  execFileSync('git', ['checkout', '--quiet', commit], { cwd: clone })
  execFileSync('cp', ['-al', join(repoRoot, 'node_modules'), join(clone, 'node_modules')])
  return clone
}

/** Back to the state of a fresh clone: everything the last start made (web/build, .data) removed. */
export function resetClone(clone: string): void {
  execFileSync('git', ['clean', '-fdxq', '-e', 'node_modules'], { cwd: clone })
}

export function removeClone(clone: string): void {
  rmSync(clone, { recursive: true, force: true })
}

async function answers200(url: string): Promise<boolean> {
  try {
    const reply = await fetch(url, { signal: AbortSignal.timeout(2_000) })
    await reply.arrayBuffer()
    return reply.status === 200
  } catch {
    return false
  }
}

function groupAlive(groupId: number): boolean {
  try {
    process.kill(-groupId, 0)
    return true
  } catch {
    return false
  }
}

/** Stops npm and all it started (the whole process group: PostgreSQL too), and waits until all are gone. */
async function stop(child: ChildProcess) {
  if (groupAlive(child.pid!)) process.kill(-child.pid!, 'SIGTERM')
  // A bound, in case a member lingers as a zombie nobody reaps.
  const giveUpAt = Date.now() + 30_000
  while (groupAlive(child.pid!) && Date.now() < giveUpAt)
    await new Promise((resolve) => setTimeout(resolve, 50))
}

/**
 * Runs `npm start` in `clone` with no DATABASE_URL or REDIS_URL (the embedded PostgreSQL), on `port` (the
 * same for every start: PUBLIC_URL follows it, and another would be other settings, so another build), with
 * `cacheHome` as the user's cache folder; stops it once `/` and `/api/health` have both answered 200.
 */
export async function timeStart(clone: string, port: number, cacheHome: string): Promise<StartFigures> {
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    XDG_CACHE_HOME: cacheHome,
    PORT: String(port),
  }
  const load = loadavg()[0]!
  const started = performance.now()
  const child = spawn('npm', ['start'], {
    cwd: clone,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const output: string[] = []
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(String(chunk)))
  try {
    const pending = new Set([`http://127.0.0.1:${port}/`, `http://127.0.0.1:${port}/api/health`])
    while (pending.size) {
      if (child.exitCode !== null)
        throw new Error(
          `npm start exited with ${child.exitCode} in ${clone}:\n${output.join('').slice(-3_000)}`,
        )
      for (const url of pending) if (await answers200(url)) pending.delete(url)
      if (pending.size) await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const seconds = (performance.now() - started) / 1000
    return { seconds, cpuSeconds: processTreeCpuSeconds(child.pid!, { withExitedChildren: true }), load }
  } finally {
    await stop(child)
  }
}
