import type { z } from 'zod'
import type { AppDeps } from '../deps.ts'
import { inTransaction } from '../platform/db/pool.ts'
import { badRequest, unauthorized } from '../platform/http/http-error.ts'
import { addToOutbox } from '../mail/outbox.ts'
import { jobId } from '../platform/jobs/job-contracts.ts'
import { usersRepository } from './users.repository.ts'
import { createAccount } from './users.service.ts'
import { linkWithToken, passwordResetMail, signInLinkMail, type AccountMail } from './account-mails.ts'
import type { loginBody, registerBody, resetPasswordBody } from '../contract/accounts.schemas.ts'
import { authenticate, type AuthUser } from './auth.middleware.ts'
import { hashOneTimeToken, newOneTimeToken } from './one-time-token.ts'
import { oneTimeTokensRepository, type TokenPurpose } from './one-time-tokens.repository.ts'
import { hashPassword, verifyPassword } from './password-hash.ts'
import { signSessionToken } from './session-token.ts'

const wrongCredentials = 'Incorrect username or password.'
const badResetToken = 'This reset link is invalid, expired or already used. Please ask for a new one.'
const badSignInLink = 'This sign-in link is invalid, expired or already used. Please ask for a new one.'

/**
 * Creates a client account (never an admin: the role in the body may only be 'client') in a private
 * household of its own: registration is open, so it must never reach anyone else's bills.
 */
export async function register(deps: AppDeps, input: z.infer<typeof registerBody>): Promise<void> {
  const created = await createAccount(deps.db, { ...input, role: 'client', household: 'private' })
  deps.logger.info({ userId: created.id }, 'account registered')
}

/** A session token for the right username and password. Unknown users cost the same argon2 time. */
export async function login(deps: AppDeps, input: z.infer<typeof loginBody>): Promise<string> {
  const user = await usersRepository.findByUsername(deps.db, input.username)
  const passwordMatches = await verifyPassword(user?.passwordHash, input.password)
  if (!user || !passwordMatches) throw unauthorized(wrongCredentials)
  return signSessionToken(deps.jwtSecret, user.id)
}

export function currentUser(deps: AppDeps, authorization: string | undefined): Promise<AuthUser> {
  return authenticate(deps, authorization)
}

/**
 * "Sign out everywhere": every session token of the user signed before now stops working, and so does
 * every sign-in or reset link mailed before now (one transaction: both or neither).
 */
export async function endAllSessions(deps: AppDeps, userId: number): Promise<void> {
  const now = deps.now()
  await inTransaction(deps.db, async (client) => {
    await usersRepository.endSessionsBefore(client, userId, now)
    await oneTimeTokensRepository.revokeAllForUser(client, userId, now)
  })
  deps.logger.info({ userId }, 'signed out everywhere')
}

interface EmailedTokenKind {
  purpose: TokenPurpose
  lifetimeMinutes: number
  /** Whether a new link voids the user's older live links of this kind. */
  replacesOlder: boolean
  /** Fixed job id prefix: `<prefix>-<tokenId>` is both the job id and the mail's idempotency key. */
  jobPrefix: string
  linkPath: string
  mail: (deps: AppDeps, username: string, link: string) => AccountMail
}

const passwordReset: EmailedTokenKind = {
  purpose: 'reset-password',
  lifetimeMinutes: 60,
  replacesOlder: true,
  jobPrefix: 'reset-mail',
  linkPath: 'reset-password',
  mail: ({ env }, username, link) => passwordResetMail(env, username, link),
}

const signInLink: EmailedTokenKind = {
  purpose: 'sign-in',
  lifetimeMinutes: 15,
  replacesOlder: false,
  jobPrefix: 'sign-in-mail',
  linkPath: 'login',
  mail: ({ env }, username, link) => signInLinkMail(env, username, link),
}

/** The name an unknown email's mail is written for; that mail is never stored or sent. */
const nobody = 'nobody'

/**
 * For a known email: stores a new token's hash and, in the same transaction, the mail carrying the link,
 * then nudges the outbox. An unknown email takes the same steps and statements, whose writes then match
 * nothing, so neither the reply nor its timing tells whether an account uses the email. The commit does
 * not wait for the disk: that flush (about 6 ms here) is the one cost a transaction that wrote nothing
 * does not pay (docs/decisions/036-emailed-links-equal-work.md).
 */
async function mailTokenLink(deps: AppDeps, email: string, kind: EmailedTokenKind): Promise<void> {
  const user = await usersRepository.findByEmail(deps.db, email)
  const token = newOneTimeToken()
  const issuedAt = deps.now()
  const mail = kind.mail(deps, user?.username ?? nobody, linkWithToken(deps.env, kind.linkPath, token))
  const tokenId = await inTransaction(
    deps.db,
    async (client) => {
      const id = await oneTimeTokensRepository.issue(client, {
        userId: user?.id,
        purpose: kind.purpose,
        tokenHash: hashOneTimeToken(token),
        issuedAt,
        expiresAt: new Date(issuedAt.getTime() + kind.lifetimeMinutes * 60_000),
        replacesOlder: kind.replacesOlder,
      })
      const mailJobId = id === undefined ? undefined : jobId(kind.jobPrefix, id)
      await addToOutbox(
        client,
        'send-mail',
        { idempotencyKey: mailJobId ?? '', to: user?.email ?? email, ...mail },
        mailJobId,
      )
      return id
    },
    { waitForDisk: false },
  )
  if (user) deps.logger.info({ userId: user.id, tokenId, purpose: kind.purpose }, 'one-time link issued')
  // The relay's own timer retries if the queue is away; the reply does not wait on Redis.
  void deps.outbox.flush().catch((error: unknown) => deps.logger.warn({ err: error }, 'outbox flush failed'))
}

export function requestPasswordReset(deps: AppDeps, email: string): Promise<void> {
  return mailTokenLink(deps, email, passwordReset)
}

export function requestSignInLink(deps: AppDeps, email: string): Promise<void> {
  return mailTokenLink(deps, email, signInLink)
}

/**
 * Sets a new password with a live reset token; every other link of that user stops working. The token is
 * looked up before the password is hashed, so a bogus token costs no argon2 time (hashing slots are shared
 * with sign-in). Only the spending, after hashing, decides between two requests racing with one token.
 */
export async function resetPassword(deps: AppDeps, input: z.infer<typeof resetPasswordBody>): Promise<void> {
  const tokenHash = hashOneTimeToken(input.token)
  if (!(await oneTimeTokensRepository.isLive(deps.db, 'reset-password', tokenHash, deps.now())))
    throw badRequest(badResetToken)
  const passwordHash = await hashPassword(input.password)
  const now = deps.now()
  const userId = await inTransaction(deps.db, async (client) => {
    const owner = await oneTimeTokensRepository.consume(client, 'reset-password', tokenHash, now)
    if (owner === undefined) return undefined
    await usersRepository.updatePasswordHash(client, owner, passwordHash, now)
    await oneTimeTokensRepository.revokeAllForUser(client, owner, now)
    return owner
  })
  if (userId === undefined) throw badRequest(badResetToken)
  deps.logger.info({ userId }, 'password reset')
}

/** A session token for a live sign-in link, which is then spent. */
export async function signInWithLink(deps: AppDeps, token: string): Promise<string> {
  const userId = await oneTimeTokensRepository.consume(
    deps.db,
    'sign-in',
    hashOneTimeToken(token),
    deps.now(),
  )
  if (userId === undefined) throw badRequest(badSignInLink)
  return signSessionToken(deps.jwtSecret, userId)
}
