import type { MigrationBuilder } from 'node-pg-migrate'

// What the server-side tools keep: every assistant question and answer, and every site audit. The admin
// dashboard reads both, newest first.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE ask_usage (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      prompt text NOT NULL,
      response text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX ask_usage_newest ON ask_usage (created_at DESC);

    CREATE TABLE roast_audits (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      url text NOT NULL,
      roast jsonb NOT NULL,
      toast jsonb NOT NULL,
      load_time integer NOT NULL,
      recommendation text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX roast_audits_newest ON roast_audits (created_at DESC);
  `)
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE roast_audits; DROP TABLE ask_usage;')
}
