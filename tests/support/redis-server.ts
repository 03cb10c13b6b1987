import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { Redis } from 'ioredis'
import { freePort } from '@studio/api/platform/net/free-port'
import { waitFor } from './wait-for.ts'

/** A private redis-server on its own port, so a test can stop and restart it without touching others. */
export async function startPrivateRedis(port?: number) {
  const chosenPort = port ?? (await freePort())
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(chosenPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  )
  child.once('error', (error) => {
    throw new Error(`Could not start redis-server (is it installed?): ${error.message}`)
  })
  const url = `redis://127.0.0.1:${chosenPort}`
  await waitFor(`redis-server on port ${chosenPort}`, async () => {
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
    client.on('error', () => undefined) // the failed connect is reported by connect() itself
    try {
      await client.connect()
      return (await client.ping()) === 'PONG'
    } finally {
      client.disconnect()
    }
  })
  return {
    url,
    port: chosenPort,
    /** Stops the process without closing its sockets, as a stalled host or a full disk does. */
    freeze() {
      child.kill('SIGSTOP')
    },
    thaw() {
      child.kill('SIGCONT')
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGKILL')
      await once(child, 'exit')
    },
  }
}
