import type { AppDeps } from '../deps.ts'
import { inTransaction, type Db, type Queryable } from '../platform/db/pool.ts'
import { badRequest } from '../platform/http/http-error.ts'
import type { Logger } from '../platform/logger.ts'
import type { Role } from '../accounts/users.repository.ts'
import { signedInUserOr401, type AuthUser } from '../accounts/auth.middleware.ts'
import type { SessionClaims } from '../accounts/session-token.ts'
import type { Members } from '../contract/bills.schemas.ts'
import { householdsRepository, type Household, type HouseholdOfUser } from './households.repository.ts'

/** Where a new account goes: the studio's household, or one of its own. */
export type HouseholdChoice = 'studio' | 'private'

/** The names a private household starts with; its members rename them on /bcl. */
const defaultPrivateMembers: Members = ['Me', 'Partner']

const studioRenameRefused =
  'The studio household’s names come from the HOUSEHOLD_MEMBERS setting. Change it there and restart the app.'

/** Admins always join the studio's household; anyone else joins it only when asked to. */
export async function householdForNewAccount(
  db: Queryable,
  role: Role,
  choice: HouseholdChoice,
): Promise<number> {
  return role === 'admin' || choice === 'studio'
    ? householdsRepository.studioId(db)
    : householdsRepository.insertPrivate(db, defaultPrivateMembers)
}

/**
 * HOUSEHOLD_MEMBERS is the source of truth for the studio's names: at every start they are written into
 * the studio's household, and when the setting changed, its bills follow position by position (the first
 * name's bills go to the new first name). Several processes may start at once: the row lock queues them.
 */
export async function applyStudioMembers(db: Db, members: Members, logger: Logger): Promise<void> {
  const from = await inTransaction(db, async (client) => {
    const studio = await householdsRepository.lockStudio(client)
    if (studio.members?.[0] === members[0] && studio.members[1] === members[1]) return undefined
    await householdsRepository.renameMembers(client, studio.id, studio.members, members)
    return studio.members
  })
  if (from !== undefined)
    logger.info({ from, to: members }, 'studio household names set from HOUSEHOLD_MEMBERS')
}

/**
 * The signed-in user and their household for a request's session, from `read` (users JOIN households,
 * maybe with more in the same statement): the user re-read now, so a deleted user or a session older than
 * a password reset or "sign out everywhere" gets a 401. The household is read afresh too, so a rename is
 * seen at once by its other members; when the studio's names are still unset (this process started before
 * migration 0006 ran) they are written and the row read again.
 */
export async function householdMemberOfSession<Found extends HouseholdOfUser>(
  deps: Pick<AppDeps, 'db' | 'env' | 'logger'>,
  session: SessionClaims | null,
  read: (userId: number) => Promise<Found | undefined>,
): Promise<{ user: AuthUser; found: Found & Household }> {
  let found = session ? await read(session.userId) : undefined
  const user = signedInUserOr401(session, found?.user)
  if (found && !found.members) {
    await applyStudioMembers(deps.db, deps.env.HOUSEHOLD_MEMBERS, deps.logger)
    found = await read(user.id)
  }
  return { user, found: found as Found & Household }
}

/** Renames a private household's members; their bills follow. The studio's names are refused here. */
export async function renameHousehold(
  { db }: Pick<AppDeps, 'db'>,
  household: Household,
  members: Members,
): Promise<void> {
  if (household.studio) throw badRequest(studioRenameRefused)
  await inTransaction(db, async (client) => {
    const current = await householdsRepository.lock(client, household.id)
    await householdsRepository.renameMembers(client, household.id, current!.members, members)
  })
}
