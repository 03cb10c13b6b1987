import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { migrateUp } from '@studio/api/platform/db/migrate'

/** A database name unique to this run, so parallel runs on one server never meet. */
export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
}

export function withDatabase(url: string, database: string): string {
  const next = new URL(url)
  next.pathname = `/${database}`
  return next.toString()
}

export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** Creates a fresh, migrated database on the server of `adminUrl`; `drop` removes it. */
export async function createMigratedDatabase(adminUrl: string, prefix: string, template?: string) {
  const name = uniqueName(prefix)
  await adminQuery(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)
  const url = withDatabase(adminUrl, name)
  if (!template) await migrateUp(url)
  return {
    name,
    url,
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  }
}
