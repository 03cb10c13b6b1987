import { parentPort } from 'node:worker_threads'
import { auditFetchedPage, type PageAuditRequest } from './page-audit.ts'

// The body of an audit thread (run by the worker's thread pool, worker/src/worker-thread-pool.ts): audits one
// page per message, in turn. An exception ends the thread, and the pool answers the waiting audit with it.

const port = parentPort!
port.on('message', (page: PageAuditRequest) => port.postMessage(auditFetchedPage(page)))
port.postMessage('ready')
