import { Redis } from 'ioredis'

/**
 * A connection for commands a request waits on: with the offline queue off, a command fails at once while
 * Redis is away instead of hanging the request; ioredis keeps reconnecting in the background.
 */
export function connectFailFast(url: string, name: string): Redis {
  return new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectionName: name })
}

/**
 * The BullMQ producer's connection. BullMQ sends INFO as soon as a queue is made, so the offline queue
 * stays on here; requests still fail fast because the producer checks `whenReady` before each add.
 */
export function connectProducer(url: string, name: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 1, connectionName: name })
}

/** A connection for BullMQ workers and queue events: blocking commands, retried forever (BullMQ's rule). */
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
