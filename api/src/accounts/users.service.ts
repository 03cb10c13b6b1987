import { hashPassword } from './password-hash.ts'
import { inTransaction, type Db, type Queryable } from '../platform/db/pool.ts'
import { householdForNewAccount, type HouseholdChoice } from '../bills/households.service.ts'
import { conflict, notFound } from '../platform/http/http-error.ts'
import { usersRepository, type Role, type UserRecord } from './users.repository.ts'

export interface NewAccount {
  username: string
  email: string
  password: string
  role: Role
  /** Ignored for admins, who always share the studio's household. */
  household: HouseholdChoice
}

/**
 * Creates an account with an argon2id hash of its password, in its household (a private one is made in
 * the same transaction, so a refused account leaves none behind); 409 when the username or email is taken.
 */
export async function createAccount(db: Db, account: NewAccount): Promise<UserRecord> {
  const { username, email, role } = account
  const passwordHash = await hashPassword(account.password)
  return inTransaction(db, async (client) => {
    const householdId = await householdForNewAccount(client, role, account.household)
    const created = await usersRepository.insert(client, { username, email, role, passwordHash, householdId })
    if (created) return created
    const usernameTaken = await usersRepository.findByUsername(client, username)
    throw conflict(usernameTaken ? 'That username is already taken.' : 'That email is already registered.')
  })
}

/**
 * The client account named `username` (in any case) for the portal's admin calls; 404 for no such account
 * or an admin's (the studio keeps no project, requests or sites for itself).
 */
export async function clientNamed(db: Queryable, username: string): Promise<UserRecord> {
  const user = await usersRepository.findByUsername(db, username)
  if (!user || user.role !== 'client') throw notFound(`There is no client account named ${username}.`)
  return user
}
