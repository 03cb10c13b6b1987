import type { MigrationBuilder } from 'node-pg-migrate'

// What the portal shows of a failing site before it is confirmed down (docs/portal.md#sites-under-care):
// the newest check's failure in a few words ("no answer", "HTTP 503"), and when the newest failure that
// counts toward "two in a row" ran, so a Check Now pressed seconds after a failure does not confirm it.
// Needs 0008_portal_sites (sites).
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    ALTER TABLE sites ADD COLUMN last_failure text;
    ALTER TABLE sites ADD COLUMN failure_counted_at timestamptz;
  `)
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    ALTER TABLE sites DROP COLUMN failure_counted_at;
    ALTER TABLE sites DROP COLUMN last_failure;
  `)
}
