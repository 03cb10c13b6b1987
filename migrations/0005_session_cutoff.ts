import type { MigrationBuilder } from 'node-pg-migrate'

// A password reset signs the account out everywhere: session tokens issued before this moment are refused.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('ALTER TABLE users ADD COLUMN sessions_valid_after timestamptz')
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('ALTER TABLE users DROP COLUMN sessions_valid_after')
}
