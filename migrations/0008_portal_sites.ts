import type { MigrationBuilder } from 'node-pg-migrate'

// Sites under care (docs/portal.md): each client site the studio watches, its raw checks (pruned after 90
// days by the retention job), its incidents, its daily figures (kept for good) and its weekly audits. A site
// row is the lock every check takes (SELECT … FOR UPDATE) before it changes the status; `site_alerts` holds
// one row per mail decided, unique per incident and kind or per certificate and threshold, so the same
// alert can never be queued twice (docs/decisions/023-site-checks-and-alert-once.md). Deleting a site deletes
// everything that hangs off it.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE sites (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      client_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
      url text NOT NULL CHECK (length(url) BETWEEN 1 AND 2048),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('up', 'down', 'pending')),
      consecutive_failures integer NOT NULL DEFAULT 0 CHECK (consecutive_failures >= 0),
      last_checked_at timestamptz,
      response_ms integer,
      last_reason text,
      certificate_valid_to timestamptz,
      next_check_at timestamptz NOT NULL,
      next_audit_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (client_id, url)
    );
    CREATE INDEX sites_next_check ON sites (next_check_at);
    CREATE INDEX sites_next_audit ON sites (next_audit_at);

    CREATE TABLE site_checks (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      site_id bigint NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      checked_at timestamptz NOT NULL,
      due_at timestamptz,
      ok boolean NOT NULL,
      status_code integer,
      response_ms integer,
      reason text,
      certificate_valid_to timestamptz
    );
    CREATE INDEX site_checks_site_at ON site_checks (site_id, checked_at);
    CREATE INDEX site_checks_at ON site_checks (checked_at);

    CREATE TABLE site_incidents (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      site_id bigint NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      started_at timestamptz NOT NULL,
      ended_at timestamptz,
      reason text NOT NULL,
      CHECK (ended_at IS NULL OR ended_at >= started_at)
    );
    CREATE INDEX site_incidents_site_started ON site_incidents (site_id, started_at);
    CREATE UNIQUE INDEX site_incidents_one_open ON site_incidents (site_id) WHERE ended_at IS NULL;

    -- One row per site and day in America/New_York. checks and successes grow with each check; median_ms is
    -- recomputed from the raw checks by the rollup job while the raw checks exist.
    CREATE TABLE site_days (
      site_id bigint NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      day date NOT NULL,
      checks integer NOT NULL DEFAULT 0 CHECK (checks >= 0),
      successes integer NOT NULL DEFAULT 0 CHECK (successes >= 0 AND successes <= checks),
      median_ms integer,
      PRIMARY KEY (site_id, day)
    );

    CREATE TABLE site_audits (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      site_id bigint NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      audited_at timestamptz NOT NULL DEFAULT now(),
      passed integer NOT NULL CHECK (passed >= 0),
      total integer NOT NULL CHECK (total >= passed),
      -- [{id, text, passed}], each text capped by the writer
      results jsonb NOT NULL
    );
    CREATE INDEX site_audits_site_at ON site_audits (site_id, audited_at);

    CREATE TABLE site_alerts (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      site_id bigint NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('down', 'up', 'certificate-21', 'certificate-7')),
      incident_id bigint REFERENCES site_incidents (id) ON DELETE CASCADE,
      certificate_valid_to timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((kind IN ('down', 'up')) = (incident_id IS NOT NULL)),
      CHECK ((kind LIKE 'certificate-%') = (certificate_valid_to IS NOT NULL))
    );
    CREATE UNIQUE INDEX site_alerts_once_per_incident ON site_alerts (incident_id, kind)
      WHERE incident_id IS NOT NULL;
    CREATE UNIQUE INDEX site_alerts_once_per_certificate ON site_alerts (site_id, certificate_valid_to, kind)
      WHERE certificate_valid_to IS NOT NULL;
  `)
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    DROP TABLE site_alerts;
    DROP TABLE site_audits;
    DROP TABLE site_days;
    DROP TABLE site_incidents;
    DROP TABLE site_checks;
    DROP TABLE sites;
  `)
}
