import type { AuthUser } from '../accounts/auth.middleware.ts'
import { usersRepository } from '../accounts/users.repository.ts'
import type { RequestMessage, RequestStatus, RequestThread, UpdateRequest } from '../contract/portal-work.ts'
import type { NewRequest } from '../contract/portal-work.schemas.ts'
import type { AppDeps } from '../deps.ts'
import { addToOutbox, relayOutboxSoon } from '../mail/outbox.ts'
import { inTransaction, type Queryable } from '../platform/db/pool.ts'
import { badRequest, forbidden, notFound, tooManyRequests } from '../platform/http/http-error.ts'
import { jobId } from '../platform/jobs/job-contracts.ts'
import { capWindowMs, dailyCaps, secondsUntilUnderCap } from './request-caps.ts'
import { requestMessagesRepository } from './request-messages.repository.ts'
import { newRequestMail, statusChangeMail, threadMessageMail, type ThreadMail } from './request-mails.ts'
import { updateRequestsRepository, type RequestViewer } from './update-requests.repository.ts'

// Update requests (docs/product.md#update-requests): a client files one, both sides write in its thread,
// the admin moves it through open → in progress → done. Each record and the mail it causes are written in
// one transaction (the outbox), so a mail is never lost nor sent for something that was not stored.

type RequestDeps = Pick<AppDeps, 'db' | 'env' | 'outbox' | 'logger' | 'now'>

const viewerOf = (user: AuthUser): RequestViewer => ({ clientId: user.isAdmin ? null : user.id })

// The same sentence whether the id does not exist or is another client's: nothing leaks.
export const noSuchRequest = (id: number | string) =>
  notFound(`There is no update request ${id}. It may have been removed; go back to your requests.`)

const noSiteUnderCare = () =>
  forbidden(
    'Update requests are for clients with a site under care. Once the studio links your site, you can file one here.',
  )

/**
 * What a client must pass before writing to the studio, inside the write's transaction: a site under care,
 * and the account's daily cap (checked under the account's lock). The studio is held by neither.
 */
async function allowClientWrite(
  db: Queryable,
  user: AuthUser,
  cap: keyof typeof dailyCaps,
  now: Date,
): Promise<void> {
  if (user.isAdmin) return
  if (!(await updateRequestsRepository.hasSiteUnderCare(db, user.id))) throw noSiteUnderCare()
  await updateRequestsRepository.lockClientWrites(db, user.id)
  const since = new Date(now.getTime() - capWindowMs)
  const { limit, sentence } = dailyCaps[cap]
  const capReachedBy =
    cap === 'requests'
      ? await updateRequestsRepository.nthNewestFiledSince(db, user.id, since, limit)
      : await requestMessagesRepository.nthNewestWrittenSince(db, user.id, since, limit)
  const waitSeconds = secondsUntilUnderCap(capReachedBy, now)
  if (waitSeconds !== null) throw tooManyRequests(sentence, waitSeconds)
}

async function visibleRequest(db: Queryable, user: AuthUser, id: number): Promise<UpdateRequest> {
  const request = await updateRequestsRepository.find(db, id, viewerOf(user))
  if (!request) throw noSuchRequest(id)
  return request
}

async function queueMail(db: Queryable, key: string, to: string, mail: ThreadMail): Promise<void> {
  await addToOutbox(db, 'send-mail', { idempotencyKey: key, to, ...mail }, key)
}

async function clientEmail(db: Queryable, request: UpdateRequest): Promise<string> {
  return (await usersRepository.findByUsername(db, request.client))!.email
}

export async function fileRequest(
  deps: RequestDeps,
  user: AuthUser,
  input: NewRequest,
): Promise<UpdateRequest> {
  if (user.isAdmin) throw forbidden('Update requests are filed by clients. Answer one in its thread instead.')
  const request = await inTransaction(deps.db, async (transaction) => {
    await allowClientWrite(transaction, user, 'requests', deps.now())
    const filed = await updateRequestsRepository.insert(transaction, user.id, input)
    if (!filed) throw badRequest('SiteId: is not one of your sites.')
    const key = jobId('request-mail', filed.id)
    await queueMail(transaction, key, deps.env.BUSINESS_EMAIL, newRequestMail(deps.env, filed))
    return filed
  })
  deps.logger.info({ requestId: request.id }, 'update request filed')
  relayOutboxSoon(deps)
  return request
}

export function listRequests(
  { db }: RequestDeps,
  user: AuthUser,
  status: RequestStatus | undefined,
): Promise<UpdateRequest[]> {
  return updateRequestsRepository.list(db, viewerOf(user), status)
}

/** The admin's inbox: every request not done, the one waiting longest for the studio first. */
export function requestInbox({ db }: RequestDeps): Promise<UpdateRequest[]> {
  return updateRequestsRepository.inbox(db)
}

export async function requestThread({ db }: RequestDeps, user: AuthUser, id: number): Promise<RequestThread> {
  const request = await visibleRequest(db, user, id)
  return { request, messages: await requestMessagesRepository.thread(db, id) }
}

/** A message in the thread, mailed to the other side; the client's reopens a done request. */
export async function writeMessage(
  deps: RequestDeps,
  user: AuthUser,
  id: number,
  body: string,
): Promise<RequestMessage> {
  const message = await inTransaction(deps.db, async (transaction) => {
    await allowClientWrite(transaction, user, 'messages', deps.now())
    const request = await visibleRequest(transaction, user, id)
    const written = await requestMessagesRepository.insert(
      transaction,
      id,
      { id: user.id, fromStudio: user.isAdmin },
      body,
    )
    const reopened = await updateRequestsRepository.noteMessage(transaction, id, user.isAdmin)
    const to = user.isAdmin ? await clientEmail(transaction, request) : deps.env.BUSINESS_EMAIL
    const key = jobId('request-message-mail', written.id)
    await queueMail(transaction, key, to, threadMessageMail(deps.env, request, written, reopened))
    return written
  })
  relayOutboxSoon(deps)
  return message
}

/** Moves the request to `status`; the client is mailed when it changed (setting the same status is a no-op). */
export async function setRequestStatus(
  deps: RequestDeps,
  id: number,
  status: RequestStatus,
): Promise<UpdateRequest> {
  const { request, changed } = await inTransaction(deps.db, async (transaction) => {
    const changed = await updateRequestsRepository.setStatus(transaction, id, status)
    const request = await updateRequestsRepository.find(transaction, id, { clientId: null })
    if (!request) throw noSuchRequest(id)
    if (changed) {
      const key = jobId('request-status-mail', id, Date.parse(request.updatedAt))
      await queueMail(
        transaction,
        key,
        await clientEmail(transaction, request),
        statusChangeMail(deps.env, request),
      )
    }
    return { request, changed }
  })
  if (changed) relayOutboxSoon(deps)
  return request
}
