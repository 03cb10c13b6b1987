import { parentPort } from 'node:worker_threads'
import { auditFetchedPage, type PageAuditRequest } from './page-audit.ts'

// The body of an audit thread (started by page-audit-threads.ts): audits one page per message, in turn.
// An exception ends the thread, and its owner answers the waiting audit with the error.

const port = parentPort!
port.on('message', (page: PageAuditRequest) => port.postMessage(auditFetchedPage(page)))
port.postMessage('ready')
