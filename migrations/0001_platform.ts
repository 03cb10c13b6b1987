import type { MigrationBuilder } from 'node-pg-migrate'

// Visits for the dashboard counter; the job outbox that makes "stored first, sent later" hold when Redis
// is away; and the mail log that keeps one logical mail from going out twice.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE visits (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      visited_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE job_outbox (
      job_id text PRIMARY KEY,
      name text NOT NULL,
      payload jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      enqueued_at timestamptz
    );
    CREATE INDEX job_outbox_pending ON job_outbox (created_at) WHERE enqueued_at IS NULL;

    CREATE TABLE mail_log (
      idempotency_key text PRIMARY KEY,
      recipient text NOT NULL,
      subject text NOT NULL,
      message_id text,
      sent_at timestamptz NOT NULL DEFAULT now()
    );
  `)
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE mail_log; DROP TABLE job_outbox; DROP TABLE visits;')
}
