import { fileURLToPath } from 'node:url'
import { runner } from 'node-pg-migrate'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { migrateUp } from '@studio/api/platform/db/migrate'
import { adminQuery, uniqueName, withDatabase } from '../support/databases.ts'

// Migration 0006 on a database that already has accounts and bills (as a live install has).
describe('migration 0006_households on existing data', () => {
  const adminUrl = inject('adminDatabaseUrl')
  const name = uniqueName('studio_upgrade')
  const url = withDatabase(adminUrl, name)
  let db: pg.Pool

  beforeAll(async () => {
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`)
    await runner({
      databaseUrl: url,
      dir: fileURLToPath(new URL('../../migrations', import.meta.url)),
      direction: 'up',
      count: 5, // up to 0005, the schema before households
      migrationsTable: 'pgmigrations',
      log: () => undefined,
    })
    db = new pg.Pool({ connectionString: url, max: 1 })
    await db.query(`
      INSERT INTO users (username, email, password_hash, role) VALUES
        ('owner', 'owner@example.test', 'x', 'admin'),
        ('client1', 'c1@example.test', 'x', 'client'),
        ('client2', 'c2@example.test', 'x', 'client');
      INSERT INTO bills (owner, name, amount, due_date) VALUES ('Jordan', 'Rent', 1000, '2099-01-01');
    `)
    await migrateUp(url)
  })
  afterAll(async () => {
    await db?.end()
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  })

  it('keeps existing bills and admins in the studio household and gives each client its own', async () => {
    const { rows: users } = await db.query(
      `SELECT username, households.studio, households.members, household_id
       FROM users JOIN households ON households.id = users.household_id ORDER BY username`,
    )
    const [client1, client2, owner] = users
    expect(owner).toMatchObject({ username: 'owner', studio: true, members: null })
    expect(client1).toMatchObject({ studio: false, members: ['Me', 'Partner'] })
    expect(client2).toMatchObject({ studio: false, members: ['Me', 'Partner'] })
    expect(client1.household_id).not.toBe(client2.household_id)
    const { rows: bills } = await db.query(
      'SELECT bills.name, households.studio FROM bills JOIN households ON households.id = bills.household_id',
    )
    expect(bills).toEqual([{ name: 'Rent', studio: true }])
  })
})
