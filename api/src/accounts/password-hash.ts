import argon2 from 'argon2'
import { limitConcurrency } from './concurrency-limit.ts'

// argon2id with OWASP's recommended minimum cost (19 MiB, 2 passes, 1 lane): a few tens of ms per check,
// and modest memory when many people sign in at once.
const hashOptions = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

// Hashes run on libuv's thread pool (4 threads), which file reads share. At most two at once per process:
// a storm of sign-ins then waits in line instead of taking every core and every pool thread from the
// requests around it, and holds 2 × 19 MiB instead of one block per person.
const hashingSlot = limitConcurrency(2)

export function hashPassword(password: string): Promise<string> {
  return hashingSlot(() => argon2.hash(password, hashOptions))
}

let decoyHash: Promise<string> | undefined

/**
 * Checks a password against a stored hash. With no hash (unknown user) it checks against a decoy, so an
 * unknown username costs the same time as a wrong password and timing does not reveal which it was.
 */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  decoyHash ??= hashPassword('decoy password that matches no account')
  const hash = passwordHash ?? (await decoyHash)
  const matches = await hashingSlot(() => argon2.verify(hash, password)).catch(() => false)
  return matches && passwordHash !== undefined
}
