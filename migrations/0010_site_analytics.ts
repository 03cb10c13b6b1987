import type { MigrationBuilder } from 'node-pg-migrate'

// Site analytics (docs/portal.md#site-analytics, docs/decisions/040-site-analytics.md): each site's
// snippet key; the raw events the API writes in batches (kept 400 days); the daily figures rolled up from
// them (kept for good); the secret salt of each New York day that makes the visitor hash (deleted at New
// York midnight); and the report's new figures. Needs 0008_portal_sites (sites) and 0009_portal_work
// (reports).
//
// Nothing here holds an address or a User-Agent: a visitor is a 64-bit hash of the day's salt, the site,
// the address and the User-Agent, and the salt is gone the next day.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    -- 32 hex digits of a version-4 UUID: 122 random bits from PostgreSQL's strong random source, URL-safe,
    -- unrelated to the id. The volatile default gives every existing site a key of its own.
    ALTER TABLE sites
      ADD COLUMN analytics_key text NOT NULL DEFAULT replace(gen_random_uuid()::text, '-', '')
        CHECK (analytics_key ~ '^[A-Za-z0-9_-]{12,64}$');
    ALTER TABLE sites ADD CONSTRAINT sites_analytics_key_unique UNIQUE (analytics_key);

    -- The newest event seen from each site (the admin's "Last visit 2 minutes ago"), kept apart from the
    -- sites row, which the monitor locks while it checks a site.
    CREATE TABLE site_last_visits (
      site_id bigint PRIMARY KEY REFERENCES sites (id) ON DELETE CASCADE,
      last_visit_at timestamptz NOT NULL
    );

    CREATE TABLE visitor_salts (
      day date PRIMARY KEY,
      salt bytea NOT NULL CHECK (length(salt) = 32)
    );

    -- One row per pageview or vitals report. Vitals in whole units: LCP and INP in ms, CLS in thousandths.
    CREATE TABLE site_events (
      site_id bigint NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      at timestamptz NOT NULL,
      kind text NOT NULL CHECK (kind IN ('pageview', 'vitals')),
      visitor bigint NOT NULL,
      path text NOT NULL CHECK (length(path) BETWEEN 1 AND 512),
      utm_source text CHECK (length(utm_source) <= 100),
      utm_medium text CHECK (length(utm_medium) <= 100),
      utm_campaign text CHECK (length(utm_campaign) <= 100),
      source text NOT NULL CHECK (length(source) BETWEEN 1 AND 100),
      device text NOT NULL CHECK (device IN ('Phone', 'Tablet', 'Desktop')),
      browser text NOT NULL CHECK (length(browser) BETWEEN 1 AND 40),
      os text NOT NULL CHECK (length(os) BETWEEN 1 AND 40),
      country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
      lcp_ms integer CHECK (lcp_ms >= 0),
      inp_ms integer CHECK (inp_ms >= 0),
      cls_thousandths integer CHECK (cls_thousandths >= 0)
    );
    CREATE INDEX site_events_site_at ON site_events (site_id, at);
    -- Rollups and pruning read by time across sites; rows arrive in time order, so a BRIN index is enough.
    -- A block range is only skipped once summarised: autovacuum does it as ranges fill, and the rollup job
    -- summarises what is new before it reads (brin_summarize_new_values).
    CREATE INDEX site_events_at ON site_events USING brin (at) WITH (autosummarize = on);

    -- Rolled-up days: every site's events of that New York day are in the tables below. A day not listed
    -- (today, or one whose rollup has not run yet) is counted from the raw events.
    CREATE TABLE site_visit_rollups (
      day date PRIMARY KEY,
      rolled_up_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE site_visit_days (
      site_id bigint NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      day date NOT NULL,
      visitors integer NOT NULL CHECK (visitors >= 0),
      pageviews integer NOT NULL CHECK (pageviews >= visitors),
      PRIMARY KEY (site_id, day)
    );

    -- The day's visitors by one dimension at a time. A visitor's source, device, browser and country are
    -- those of their first pageview of the day, so each dimension's rows add up to the day's visitors;
    -- a page counts each visitor who viewed it.
    CREATE TABLE site_visit_breakdowns (
      site_id bigint NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      day date NOT NULL,
      dimension text NOT NULL CHECK (dimension IN ('page', 'source', 'device', 'browser', 'country')),
      value text NOT NULL,
      visitors integer NOT NULL CHECK (visitors >= 0),
      pageviews integer NOT NULL CHECK (pageviews >= 0),
      PRIMARY KEY (site_id, day, dimension, value)
    );

    -- The day's vitals as histograms with fixed buckets: 'samples' values above the bucket below and at most
    -- 'bucket_max' (in the raw event's unit). Summed over any range they give the p75 to within a bucket, and
    -- Google's thresholds are bucket edges, so the rating is exact.
    CREATE TABLE site_vital_buckets (
      site_id bigint NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      day date NOT NULL,
      metric text NOT NULL CHECK (metric IN ('lcp', 'inp', 'cls')),
      bucket_max integer NOT NULL CHECK (bucket_max >= 0),
      samples integer NOT NULL CHECK (samples > 0),
      PRIMARY KEY (site_id, day, metric, bucket_max)
    );

    -- The monthly report's traffic and vitals (reports drafted before this had no analytics: zeros), and the
    -- names of the checks failing in the month's last audit, read again from that audit.
    ALTER TABLE reports
      ADD COLUMN traffic jsonb NOT NULL
        DEFAULT '{"visitors":0,"pageviews":0,"previous":null,"pages":[],"sources":[]}',
      ADD COLUMN vitals jsonb NOT NULL DEFAULT '{"lcp":{"p75":null,"samples":0,"rating":null},"inp":{"p75":null,"samples":0,"rating":null},"cls":{"p75":null,"samples":0,"rating":null}}';
    ALTER TABLE reports ALTER COLUMN traffic DROP DEFAULT, ALTER COLUMN vitals DROP DEFAULT;
    UPDATE reports r SET audit = r.audit || jsonb_build_object('failing', coalesce((
      SELECT jsonb_agg(result.value->>'text' ORDER BY result.position)
        FROM (SELECT a.results FROM site_audits a
               WHERE a.site_id = r.site_id
                 AND a.audited_at >= (r.month || '-01')::date::timestamp AT TIME ZONE 'America/New_York'
                 AND a.audited_at < ((r.month || '-01')::date + interval '1 month')::timestamp
                                    AT TIME ZONE 'America/New_York'
               ORDER BY a.audited_at DESC, a.id DESC LIMIT 1) latest,
             jsonb_array_elements(latest.results) WITH ORDINALITY AS result(value, position)
       WHERE NOT (result.value->>'passed')::boolean), '[]'::jsonb))
     WHERE r.audit IS NOT NULL;
  `)
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    UPDATE reports SET audit = audit - 'failing' WHERE audit IS NOT NULL;
    ALTER TABLE reports DROP COLUMN vitals, DROP COLUMN traffic;
    DROP TABLE site_vital_buckets;
    DROP TABLE site_visit_breakdowns;
    DROP TABLE site_visit_days;
    DROP TABLE site_visit_rollups;
    DROP TABLE site_events;
    DROP TABLE visitor_salts;
    DROP TABLE site_last_visits;
    ALTER TABLE sites DROP COLUMN analytics_key;
  `)
}
