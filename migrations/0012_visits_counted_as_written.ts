import type { MigrationBuilder } from 'node-pg-migrate'

// Visits counted as the events are written (docs/decisions/042-visits-counted-as-written.md): each batch
// of events adds itself to its day's figures in the statement that stores it, so no read counts raw
// events. A day is open until the hourly rollup closes it: its figures live in the site_open_* tables
// (the shapes of the daily tables of 0010_site_analytics), and who has been counted that day in
// site_day_visitors and site_day_page_visitors, which the rollup deletes as it moves the figures into the
// daily tables. The days open now are counted once here, from their raw events. Needs 0010.
//
// The open figures change by signed amounts (a visitor's first pageview can move to an earlier one written
// later, by another API process), so they carry no "≥ 0" checks: PostgreSQL checks a proposed row before
// it finds the row it adds to. A source, device, browser or country left with no visitor keeps a row of
// zeros until the rollup, which does not move it.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    -- Each visitor of an open day (the day-salted hash, unreadable once the salt is deleted at midnight):
    -- their first pageview's time, source, device, browser and country, and their pageviews so far.
    -- The last two columns are for the statement that last changed the row, which reads them back: the
    -- views before it ('views_before', 0 for a new visitor), and the first view it replaced with an
    -- earlier one ('replaced': source, device, browser, country; null if it did not), whose counts it
    -- moves. Keyed day first, as is the next table: the
    -- rollup deletes a day's rows, which may be millions (one per visitor, one per page a visitor viewed).
    CREATE TABLE site_day_visitors (
      site_id bigint NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      day date NOT NULL,
      visitor bigint NOT NULL,
      first_at timestamptz NOT NULL,
      source text NOT NULL,
      device text NOT NULL,
      browser text NOT NULL,
      country text NOT NULL,
      views integer NOT NULL CHECK (views > 0),
      views_before integer NOT NULL DEFAULT 0,
      replaced text[],
      PRIMARY KEY (day, site_id, visitor)
    );

    -- Each page each visitor of an open day has viewed.
    CREATE TABLE site_day_page_visitors (
      site_id bigint NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      day date NOT NULL,
      path text NOT NULL,
      visitor bigint NOT NULL,
      PRIMARY KEY (day, site_id, path, visitor)
    );

    CREATE TABLE site_open_visit_days (LIKE site_visit_days INCLUDING DEFAULTS);
    ALTER TABLE site_open_visit_days ADD PRIMARY KEY (site_id, day),
      ADD FOREIGN KEY (site_id) REFERENCES sites (id) ON DELETE CASCADE;
    CREATE TABLE site_open_visit_breakdowns (LIKE site_visit_breakdowns INCLUDING DEFAULTS);
    ALTER TABLE site_open_visit_breakdowns ADD PRIMARY KEY (site_id, day, dimension, value),
      ADD FOREIGN KEY (site_id) REFERENCES sites (id) ON DELETE CASCADE;
    CREATE TABLE site_open_vital_buckets (LIKE site_vital_buckets INCLUDING DEFAULTS);
    ALTER TABLE site_open_vital_buckets ADD PRIMARY KEY (site_id, day, metric, bucket_max),
      ADD FOREIGN KEY (site_id) REFERENCES sites (id) ON DELETE CASCADE;

    -- The open days so far, counted from their raw events (the rollup used to count them when it closed
    -- them): the pageviews and vitals of every day after the last one rolled up.
    CREATE TEMPORARY TABLE open_events ON COMMIT DROP AS
      SELECT e.*, (e.at AT TIME ZONE 'America/New_York')::date AS day
        FROM site_events e
       WHERE e.at >= coalesce((SELECT max(day) + 1 FROM site_visit_rollups)::timestamp
                                AT TIME ZONE 'America/New_York', '-infinity');
    INSERT INTO site_day_visitors (site_id, day, visitor, first_at, source, device, browser, country, views)
      SELECT DISTINCT ON (site_id, day, visitor) site_id, day, visitor, at, source, device, browser, country,
             count(*) OVER (PARTITION BY site_id, day, visitor)
        FROM open_events WHERE kind = 'pageview'
       ORDER BY site_id, day, visitor, at;
    INSERT INTO site_day_page_visitors (site_id, day, path, visitor)
      SELECT DISTINCT site_id, day, path, visitor FROM open_events WHERE kind = 'pageview';
    INSERT INTO site_open_visit_days (site_id, day, visitors, pageviews)
      SELECT site_id, day, count(*), sum(views) FROM site_day_visitors GROUP BY site_id, day;
    INSERT INTO site_open_visit_breakdowns (site_id, day, dimension, value, visitors, pageviews)
      SELECT site_id, day, 'page', path, count(DISTINCT visitor), count(*)
        FROM open_events WHERE kind = 'pageview' GROUP BY site_id, day, path
      UNION ALL
      SELECT site_id, day, first_view.dimension, first_view.value, count(*), sum(views)
        FROM site_day_visitors CROSS JOIN LATERAL (VALUES ('source', source), ('device', device),
               ('browser', browser), ('country', country)) AS first_view (dimension, value)
       GROUP BY site_id, day, first_view.dimension, first_view.value;
    -- The buckets of api/src/site-analytics/vitals.ts as they are today: LCP 50 ms up to 60 s, INP 10 ms
    -- up to 10 s, CLS 0.01 up to 5. A report without a vital has no sample of it (0010's rollup put it in
    -- the top bucket: least() skips a null).
    INSERT INTO site_open_vital_buckets (site_id, day, metric, bucket_max, samples)
      SELECT site_id, day, v.metric, v.bucket_max, count(*)
        FROM open_events CROSS JOIN LATERAL (VALUES
               ('lcp', CASE WHEN lcp_ms IS NOT NULL THEN least((lcp_ms + 49) / 50, 1200) * 50 END),
               ('inp', CASE WHEN inp_ms IS NOT NULL THEN least((inp_ms + 9) / 10, 1000) * 10 END),
               ('cls', CASE WHEN cls_thousandths IS NOT NULL
                            THEN least((cls_thousandths + 9) / 10, 500) * 10 END)) AS v (metric, bucket_max)
       WHERE kind = 'vitals' AND v.bucket_max IS NOT NULL
       GROUP BY site_id, day, v.metric, v.bucket_max;
  `)
}

// Nothing is lost going down: the code before this counts the days not rolled up from their raw events.
export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    DROP TABLE site_open_vital_buckets;
    DROP TABLE site_open_visit_breakdowns;
    DROP TABLE site_open_visit_days;
    DROP TABLE site_day_page_visitors;
    DROP TABLE site_day_visitors;
  `)
}
