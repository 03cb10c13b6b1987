import type { MigrationBuilder } from 'node-pg-migrate'

// What the portal shows of a failing site before it is confirmed down (docs/portal.md#sites-under-care):
// the newest check's failure in a few words ("no answer", "HTTP 503"), and when the newest failure that
// counts toward "two in a row" ran, so a Check Now pressed seconds after a failure does not confirm it.
// And the indexes behind each account's daily caps and the retention of requests (docs/rate-limits.md), and
// when a report's figures were computed, so a month-to-date draft is recomputed until its month is over.
// Needs 0008_portal_sites (sites) and 0009_portal_work (update requests, reports).
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    ALTER TABLE sites ADD COLUMN last_failure text;
    ALTER TABLE sites ADD COLUMN failure_counted_at timestamptz;
    -- Each account's daily cap on messages counts its own; retention finds requests done long ago.
    CREATE INDEX update_request_messages_author ON update_request_messages (author_id, at);
    CREATE INDEX update_requests_done ON update_requests (done_at) WHERE done_at IS NOT NULL;
    -- When a report's figures were computed: a draft computed before its month ended is recomputed.
    ALTER TABLE reports ADD COLUMN figures_at timestamptz NOT NULL DEFAULT now();
  `)
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    ALTER TABLE reports DROP COLUMN figures_at;
    DROP INDEX update_requests_done;
    DROP INDEX update_request_messages_author;
    ALTER TABLE sites DROP COLUMN failure_counted_at;
    ALTER TABLE sites DROP COLUMN last_failure;
  `)
}
