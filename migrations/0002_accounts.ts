import type { MigrationBuilder } from 'node-pg-migrate'

// Accounts (unique username and email regardless of case), the one-time tokens behind password resets
// and emailed sign-in links (only a hash is stored), and contact messages (kept before any mail goes).
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE users (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      username text NOT NULL,
      email text NOT NULL,
      password_hash text NOT NULL,
      role text NOT NULL DEFAULT 'client' CHECK (role IN ('client', 'admin')),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX users_username_unique ON users (lower(username));
    CREATE UNIQUE INDEX users_email_unique ON users (lower(email));

    CREATE TABLE one_time_tokens (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      purpose text NOT NULL CHECK (purpose IN ('reset-password', 'sign-in')),
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX one_time_tokens_user ON one_time_tokens (user_id, purpose) WHERE used_at IS NULL;

    CREATE TABLE contact_messages (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL,
      email text NOT NULL,
      message text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `)
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE contact_messages; DROP TABLE one_time_tokens; DROP TABLE users;')
}
