import { hashPassword } from '../auth/password-hash.ts'
import type { Queryable } from '../db/pool.ts'
import { conflict } from '../http/http-error.ts'
import { usersRepository, type Role, type UserRecord } from './users.repository.ts'

export interface NewAccount {
  username: string
  email: string
  password: string
  role: Role
}

/** Creates an account with an argon2id hash of its password; 409 when the username or email is taken. */
export async function createAccount(db: Queryable, account: NewAccount): Promise<UserRecord> {
  const { username, email, role } = account
  const created = await usersRepository.insert(db, {
    username,
    email,
    role,
    passwordHash: await hashPassword(account.password),
  })
  if (created) return created
  const usernameTaken = await usersRepository.findByUsername(db, username)
  throw conflict(usernameTaken ? 'That username is already taken.' : 'That email is already registered.')
}
