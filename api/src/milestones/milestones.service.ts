import type { AuthUser } from '../accounts/auth.middleware.ts'
import type { ClientAccount, Milestone } from '../contract/portal-work.ts'
import type { AppDeps } from '../deps.ts'
import { inTransaction } from '../platform/db/pool.ts'
import { clientNamed } from '../accounts/users.service.ts'
import { milestonesRepository } from './milestones.repository.ts'

type MilestoneDeps = Pick<AppDeps, 'db'>

/** The signed-in user's own timeline (an admin has none of their own: an empty list). */
export function milestonesOf({ db }: MilestoneDeps, user: AuthUser): Promise<Milestone[]> {
  return milestonesRepository.listOfClient(db, user.id)
}

/** Every client account, for the admin to keep its timeline (a client whose site is being built too). */
export function clientAccounts({ db }: MilestoneDeps): Promise<ClientAccount[]> {
  return milestonesRepository.clientAccounts(db)
}

/** The timeline of the client named `username`; 404 for no such client. */
export async function clientMilestones({ db }: MilestoneDeps, username: string): Promise<Milestone[]> {
  const client = await clientNamed(db, username)
  return milestonesRepository.listOfClient(db, client.id)
}

/** Replaces the named client's timeline with `milestones`, in their order, and answers it as stored. */
export async function saveClientMilestones(
  { db }: MilestoneDeps,
  username: string,
  milestones: readonly Milestone[],
): Promise<Milestone[]> {
  const client = await clientNamed(db, username)
  return inTransaction(db, async (transaction) => {
    await milestonesRepository.replace(transaction, client.id, milestones)
    return milestonesRepository.listOfClient(transaction, client.id)
  })
}
