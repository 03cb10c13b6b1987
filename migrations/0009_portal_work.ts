import type { MigrationBuilder } from 'node-pg-migrate'

// The care plan portal's work for clients (docs/product.md#care-plan-portal): each client's project
// milestones (kept by the admin, in order), update requests with their message threads, and one monthly
// report per site and month. A request keeps who wrote last and since when the client has waited for the
// studio, so the admin's inbox is one indexed scan; `done_at` says in which month it was done. A report's
// figures are copied from the monitor's tables when it is drafted, so later pruning of raw checks never
// changes a report; it goes with its site. Needs 0008_portal_sites (sites).
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE milestones (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      client_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      position integer NOT NULL CHECK (position BETWEEN 0 AND 29),
      title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
      due date,
      done boolean NOT NULL DEFAULT false,
      UNIQUE (client_id, position)
    );

    CREATE TABLE update_requests (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      client_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      site_id bigint REFERENCES sites (id) ON DELETE SET NULL,
      title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
      body text NOT NULL CHECK (length(body) BETWEEN 1 AND 5000),
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'in_progress', 'done')),
      last_author text NOT NULL DEFAULT 'client' CHECK (last_author IN ('client', 'studio')),
      waiting_since timestamptz,
      done_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((status = 'done') = (done_at IS NOT NULL))
    );
    CREATE INDEX update_requests_client ON update_requests (client_id, created_at DESC);
    -- The admin's inbox: requests not done, the longest waiting first.
    CREATE INDEX update_requests_inbox ON update_requests (waiting_since, updated_at) WHERE status <> 'done';
    CREATE INDEX update_requests_site ON update_requests (site_id);

    CREATE TABLE update_request_messages (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      request_id bigint NOT NULL REFERENCES update_requests (id) ON DELETE CASCADE,
      author_id bigint REFERENCES users (id) ON DELETE SET NULL,
      from_studio boolean NOT NULL,
      body text NOT NULL CHECK (length(body) BETWEEN 1 AND 5000),
      at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX update_request_messages_thread ON update_request_messages (request_id, at, id);

    CREATE TABLE reports (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      site_id bigint NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      month text NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
      uptime numeric(5, 2),
      checks integer NOT NULL DEFAULT 0,
      median_ms integer,
      incidents jsonb NOT NULL DEFAULT '[]',
      certificate jsonb,
      audit jsonb,
      requests_done jsonb NOT NULL DEFAULT '[]',
      roadmap text NOT NULL DEFAULT '' CHECK (length(roadmap) <= 10000),
      created_at timestamptz NOT NULL DEFAULT now(),
      published_at timestamptz,
      UNIQUE (site_id, month)
    );
  `)
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    DROP TABLE reports;
    DROP TABLE update_request_messages;
    DROP TABLE update_requests;
    DROP TABLE milestones;
  `)
}
