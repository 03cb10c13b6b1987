import type { MigrationBuilder } from 'node-pg-migrate'

// An outbox row learns when its job is done. At start, rows relayed but never done (in-process mail lost in
// a restart) are relayed again; a done row drops its payload (it may carry a one-time link: the mail log
// keeps who, what and when); the daily retention job prunes done rows, visits and usage by date.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    ALTER TABLE job_outbox ADD COLUMN done_at timestamptz;
    UPDATE job_outbox AS outbox SET done_at = mail.sent_at, payload = '{}'
      FROM mail_log AS mail
      WHERE outbox.name = 'send-mail' AND mail.idempotency_key = outbox.payload->>'idempotencyKey';
    CREATE INDEX job_outbox_unfinished ON job_outbox (created_at) WHERE done_at IS NULL;
    CREATE INDEX job_outbox_done ON job_outbox (done_at) WHERE done_at IS NOT NULL;
    CREATE INDEX visits_visited_at ON visits (visited_at);
  `)
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    DROP INDEX visits_visited_at;
    DROP INDEX job_outbox_done;
    DROP INDEX job_outbox_unfinished;
    ALTER TABLE job_outbox DROP COLUMN done_at;
  `)
}
