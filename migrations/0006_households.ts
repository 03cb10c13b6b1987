import type { MigrationBuilder } from 'node-pg-migrate'

// Bills belong to a household and every account to exactly one. The studio's household (one row, `studio`)
// keeps the bills that exist today and every admin; each client account gets a private household, so no
// account sees another's bills. The studio's member names come from HOUSEHOLD_MEMBERS, written by the app
// at start (NULL until then: this migration cannot know the setting). `bill_reminders` records which
// reminder each account was mailed, so the daily digest mentions a bill once per due date and kind.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE households (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      studio boolean NOT NULL DEFAULT false,
      members text[] CHECK (
        cardinality(members) = 2
        AND length(members[1]) BETWEEN 1 AND 40 AND length(members[2]) BETWEEN 1 AND 40
        AND lower(members[1]) <> lower(members[2])
      ),
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (studio OR members IS NOT NULL)
    );
    CREATE UNIQUE INDEX households_one_studio ON households (studio) WHERE studio;
    INSERT INTO households (studio) VALUES (true);

    ALTER TABLE users
      ADD COLUMN household_id bigint REFERENCES households (id),
      ADD COLUMN bill_reminders boolean NOT NULL DEFAULT true;
    -- Existing clients may have registered themselves: each gets a household of its own.
    DO $$
    DECLARE client record;
    BEGIN
      FOR client IN SELECT id FROM users WHERE role <> 'admin' ORDER BY id LOOP
        WITH private AS (INSERT INTO households (members) VALUES (ARRAY['Me', 'Partner']) RETURNING id)
        UPDATE users SET household_id = (SELECT id FROM private) WHERE id = client.id;
      END LOOP;
    END $$;
    UPDATE users SET household_id = (SELECT id FROM households WHERE studio) WHERE household_id IS NULL;
    ALTER TABLE users ALTER COLUMN household_id SET NOT NULL;
    CREATE INDEX users_household ON users (household_id);

    ALTER TABLE bills ADD COLUMN household_id bigint REFERENCES households (id) ON DELETE CASCADE;
    UPDATE bills SET household_id = (SELECT id FROM households WHERE studio);
    ALTER TABLE bills ALTER COLUMN household_id SET NOT NULL;
    DROP INDEX bills_owner_due;
    -- The checklist: one member's bills of one household in due-date order.
    CREATE INDEX bills_household_owner_due ON bills (household_id, owner, due_date, id);

    CREATE TABLE bill_reminders (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      bill_id bigint NOT NULL REFERENCES bills (id) ON DELETE CASCADE,
      due_date date NOT NULL,
      kind text NOT NULL CHECK (kind IN ('due-soon', 'overdue')),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (user_id, bill_id, due_date, kind)
    );
    CREATE INDEX bill_reminders_bill ON bill_reminders (bill_id);
  `)
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    DROP TABLE bill_reminders;
    DROP INDEX bills_household_owner_due;
    CREATE INDEX bills_owner_due ON bills (owner, due_date, id);
    ALTER TABLE bills DROP COLUMN household_id;
    ALTER TABLE users DROP COLUMN household_id, DROP COLUMN bill_reminders;
    DROP TABLE households;
  `)
}
