import type pg from 'pg'
import { quoteIdentifier } from './backup-file.ts'

// What a backup holds and a restore rebuilds, read from PostgreSQL's catalog: the tables, sequences and
// foreign keys of the schema the migrations build (public), less node-pg-migrate's own bookkeeping, which
// a backup records as its migration level instead.

export const migrationsTable = 'pgmigrations'

export interface TableShape {
  name: string
  /** Every column COPY reads and writes, in the table's order (generated columns are computed, not kept). */
  columns: string[]
}

export async function listTables(client: pg.ClientBase): Promise<TableShape[]> {
  const { rows } = await client.query<TableShape>(
    `SELECT c.relname AS name,
            array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r' AND c.relname <> $1
      GROUP BY c.relname
      ORDER BY c.relname`,
    [migrationsTable],
  )
  return rows
}

export interface SequenceState {
  name: string
  /** null: never used, as a fresh sequence is. */
  lastValue: string | null
}

export async function listSequences(client: pg.ClientBase): Promise<SequenceState[]> {
  const { rows } = await client.query<SequenceState>(
    `SELECT s.relname AS name, pg_sequence_last_value(s.oid)::text AS "lastValue"
       FROM pg_class s
      WHERE s.relnamespace = 'public'::regnamespace AND s.relkind = 'S'
        AND NOT EXISTS (
          SELECT FROM pg_depend d JOIN pg_class owner ON owner.oid = d.refobjid
           WHERE d.objid = s.oid AND owner.relname = $1)
      ORDER BY s.relname`,
    [migrationsTable],
  )
  return rows
}

export interface ForeignKey {
  table: string
  name: string
  /** pg_get_constraintdef's text: `FOREIGN KEY (…) REFERENCES …`. */
  definition: string
}

export async function listForeignKeys(client: pg.ClientBase): Promise<ForeignKey[]> {
  const { rows } = await client.query<ForeignKey>(
    `SELECT c.relname AS table, k.conname AS name, pg_get_constraintdef(k.oid) AS definition
       FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
      WHERE k.contype = 'f' AND c.relnamespace = 'public'::regnamespace
      ORDER BY c.relname, k.conname`,
  )
  return rows
}

/** An index, and the primary key, unique or exclusion constraint it backs when it backs one. */
export interface IndexShape {
  table: string
  name: string
  /** pg_get_indexdef's `CREATE INDEX …`, for an index no constraint owns. */
  definition: string
  constraint: string | null
  /** pg_get_constraintdef's `PRIMARY KEY (…)`, `UNIQUE (…)`, … */
  constraintDefinition: string | null
}

export async function listIndexes(client: pg.ClientBase): Promise<IndexShape[]> {
  const { rows } = await client.query<IndexShape>(
    `SELECT c.relname AS table, i.relname AS name, pg_get_indexdef(i.oid) AS definition,
            k.conname AS constraint, pg_get_constraintdef(k.oid) AS "constraintDefinition"
       FROM pg_index x
       JOIN pg_class i ON i.oid = x.indexrelid
       JOIN pg_class c ON c.oid = x.indrelid
       LEFT JOIN pg_constraint k ON k.conindid = i.oid AND k.conrelid = c.oid AND k.contype IN ('p', 'u', 'x')
      WHERE c.relnamespace = 'public'::regnamespace AND c.relname <> $1
      ORDER BY c.relname, i.relname`,
    [migrationsTable],
  )
  return rows
}

export const qualified = (name: string) => `public.${quoteIdentifier(name)}`
