import { Redis } from 'ioredis'

/**
 * How long a command a request waits on may take. A Redis that is stopped (SIGSTOP, a stalled host, a full
 * disk) keeps its sockets open, so without this a command waits until Redis resumes, however long that is.
 */
export const commandTimeoutMs = 2_000

/**
 * A connection for commands a request waits on: with the offline queue off, a command fails at once while
 * Redis is away instead of hanging the request, and fails after `commandTimeoutMs` while Redis stalls;
 * ioredis keeps reconnecting in the background.
 */
export function connectFailFast(url: string, name: string): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: commandTimeoutMs,
    connectionName: name,
  })
}

/**
 * The BullMQ producer's connection. BullMQ sends INFO as soon as a queue is made, so the offline queue
 * stays on here; requests still fail fast because the producer checks `whenReady` before each add.
 */
export function connectProducer(url: string, name: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: commandTimeoutMs, connectionName: name })
}

/**
 * A connection for BullMQ workers and queue events: blocking commands, retried forever (BullMQ's rule).
 * No `commandTimeout` here: ioredis applies it to blocking commands too, and a worker's BZPOPMIN or the
 * queue events' XREAD BLOCK wait for seconds by design, so every idle wait would end in a timeout error.
 */
export function connectBlocking(url: string, name: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, connectionName: name })
}

/**
 * Resolves once the connection is ready. A first connect gets `waitMs`; a connection that was ready and
 * dropped fails at once, so requests do not queue up behind a Redis that is away.
 */
export async function whenReady(connection: Redis, waitMs = 2_000): Promise<boolean> {
  if (connection.status === 'ready') return true
  if (!['wait', 'connecting', 'connect'].includes(connection.status)) return false
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(false), waitMs)
    const onReady = () => finish(true)
    function finish(ready: boolean) {
      clearTimeout(timer)
      connection.off('ready', onReady)
      resolve(ready)
    }
    connection.once('ready', onReady)
  })
}
