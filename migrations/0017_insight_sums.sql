-- Sums for the admin's insight screens, so a view's D1 rows do not grow with the months of data.
-- Search Console (app/lib/insights/search-totals.server.ts): "Desempenho no Google" and "Cada
-- página vale a pena?" read one row per page instead of every day of every page
-- (~60 pages × 487 days and ~300 queries a day over 16 months). Written by the import's own batch,
-- recomputed from the day rows (never added to), so re-importing a day changes nothing.

-- Per page with Search Console rows in the last 16 months, the sums over the windows that end on
-- the newest imported day: the 28 days and the 28 before (imp…pposw; `recent` = rows in those 56
-- days), 90 days (imp90), 3 months (i3, c3, p3) and 16 months (i16, c16, p16); positions weighted
-- by impressions (posw = Σ position × impressions); the query with the most impressions in the 28 days.
CREATE TABLE search_totals (
  page TEXT PRIMARY KEY,
  imp INTEGER NOT NULL,
  clk INTEGER NOT NULL,
  posw REAL NOT NULL,
  pimp INTEGER NOT NULL,
  pclk INTEGER NOT NULL,
  pposw REAL NOT NULL,
  recent INTEGER NOT NULL,
  imp90 INTEGER NOT NULL,
  i3 INTEGER NOT NULL,
  c3 INTEGER NOT NULL,
  p3 REAL NOT NULL,
  i16 INTEGER NOT NULL,
  c16 INTEGER NOT NULL,
  p16 REAL NOT NULL,
  top_query TEXT
) WITHOUT ROWID;

-- The days imported (oldest, newest, how many), so a view reads one row instead of search_days.
CREATE TABLE search_coverage (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  first TEXT,
  last TEXT,
  days INTEGER NOT NULL
);

-- One page's queries (the screen's "Buscas desta página" and each page's top query) without
-- reading every page's queries of those days.
CREATE INDEX search_queries_page ON search_queries (page, date);

-- Web Vitals of the window's finished days, merged by the daily cron (web-vitals.server.ts
-- refreshVitalsWindow): one row per page, device and page type over [first, last], so a view reads
-- these and today's day rows instead of 28 days of them.
CREATE TABLE web_vitals_window (
  path TEXT NOT NULL,
  device TEXT NOT NULL,
  family TEXT NOT NULL,
  views INTEGER NOT NULL,
  hist TEXT NOT NULL,
  PRIMARY KEY (path, device, family)
) WITHOUT ROWID;
CREATE TABLE web_vitals_window_span (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  first TEXT NOT NULL,
  last TEXT NOT NULL
);

-- The sums of the data already imported (the same statements as refreshTotals(db) for every page).
WITH e AS (SELECT max(date) AS e FROM search_days),
  b AS (SELECT e,
  date(e, '-27 days') AS s,
  date(e, '-55 days') AS ps,
  date(e, '-89 days') AS d90,
  date(min(date(date(e, 'start of month', '-3 months'), '+' || (CAST(strftime('%d', e) AS INTEGER) - 1) || ' days'), date(date(e, 'start of month', '-3 months'), '+1 month', '-1 day')), '+1 day') AS s3,
  date(min(date(date(e, 'start of month', '-16 months'), '+' || (CAST(strftime('%d', e) AS INTEGER) - 1) || ' days'), date(date(e, 'start of month', '-16 months'), '+1 month', '-1 day')), '+1 day') AS s16
  FROM e WHERE e IS NOT NULL)
  INSERT INTO search_totals (page, imp, clk, posw, pimp, pclk, pposw, recent, imp90, i3, c3, p3, i16, c16, p16)
  SELECT page, sum(CASE WHEN date >= b.s THEN impressions ELSE 0 END), sum(CASE WHEN date >= b.s THEN clicks ELSE 0 END), sum(CASE WHEN date >= b.s THEN position * impressions ELSE 0 END), sum(CASE WHEN date >= b.ps AND date < b.s THEN impressions ELSE 0 END), sum(CASE WHEN date >= b.ps AND date < b.s THEN clicks ELSE 0 END), sum(CASE WHEN date >= b.ps AND date < b.s THEN position * impressions ELSE 0 END), max(date >= b.ps), sum(CASE WHEN date >= b.d90 THEN impressions ELSE 0 END), sum(CASE WHEN date >= b.s3 THEN impressions ELSE 0 END), sum(CASE WHEN date >= b.s3 THEN clicks ELSE 0 END), sum(CASE WHEN date >= b.s3 THEN position * impressions ELSE 0 END), sum(impressions), sum(clicks), sum(position * impressions)
  FROM search_pages JOIN b WHERE date >= b.s16 AND date <= b.e AND (NULL IS NULL OR page IN (SELECT value FROM json_each(NULL))) GROUP BY page
  ON CONFLICT (page) DO UPDATE SET imp = excluded.imp, clk = excluded.clk, posw = excluded.posw, pimp = excluded.pimp, pclk = excluded.pclk, pposw = excluded.pposw, recent = excluded.recent, imp90 = excluded.imp90, i3 = excluded.i3, c3 = excluded.c3, p3 = excluded.p3, i16 = excluded.i16, c16 = excluded.c16, p16 = excluded.p16
  WHERE imp IS NOT excluded.imp OR clk IS NOT excluded.clk OR posw IS NOT excluded.posw OR pimp IS NOT excluded.pimp OR pclk IS NOT excluded.pclk OR pposw IS NOT excluded.pposw OR recent IS NOT excluded.recent OR imp90 IS NOT excluded.imp90 OR i3 IS NOT excluded.i3 OR c3 IS NOT excluded.c3 OR p3 IS NOT excluded.p3 OR i16 IS NOT excluded.i16 OR c16 IS NOT excluded.c16 OR p16 IS NOT excluded.p16;

WITH e AS (SELECT max(date) AS e FROM search_days),
  b AS (SELECT e,
  date(e, '-27 days') AS s,
  date(e, '-55 days') AS ps,
  date(e, '-89 days') AS d90,
  date(min(date(date(e, 'start of month', '-3 months'), '+' || (CAST(strftime('%d', e) AS INTEGER) - 1) || ' days'), date(date(e, 'start of month', '-3 months'), '+1 month', '-1 day')), '+1 day') AS s3,
  date(min(date(date(e, 'start of month', '-16 months'), '+' || (CAST(strftime('%d', e) AS INTEGER) - 1) || ' days'), date(date(e, 'start of month', '-16 months'), '+1 month', '-1 day')), '+1 day') AS s16
  FROM e WHERE e IS NOT NULL)
  DELETE FROM search_totals WHERE (NULL IS NULL OR page IN (SELECT value FROM json_each(NULL))) AND page NOT IN (
  SELECT page FROM search_pages JOIN b WHERE date >= b.s16 AND date <= b.e AND (NULL IS NULL OR page IN (SELECT value FROM json_each(NULL))));

WITH e AS (SELECT max(date) AS e FROM search_days),
  b AS (SELECT e,
  date(e, '-27 days') AS s,
  date(e, '-55 days') AS ps,
  date(e, '-89 days') AS d90,
  date(min(date(date(e, 'start of month', '-3 months'), '+' || (CAST(strftime('%d', e) AS INTEGER) - 1) || ' days'), date(date(e, 'start of month', '-3 months'), '+1 month', '-1 day')), '+1 day') AS s3,
  date(min(date(date(e, 'start of month', '-16 months'), '+' || (CAST(strftime('%d', e) AS INTEGER) - 1) || ' days'), date(date(e, 'start of month', '-16 months'), '+1 month', '-1 day')), '+1 day') AS s16
  FROM e WHERE e IS NOT NULL), top AS (
  SELECT t.page, (
  SELECT q.query FROM search_queries q
  WHERE q.page = t.page AND q.date >= b.s AND q.date <= b.e
  GROUP BY q.query ORDER BY sum(q.impressions) DESC, q.query LIMIT 1) AS query
  FROM search_totals t JOIN b WHERE (NULL IS NULL OR t.page IN (SELECT value FROM json_each(NULL))))
  UPDATE search_totals SET top_query = top.query FROM top
  WHERE search_totals.page = top.page AND search_totals.top_query IS NOT top.query;

INSERT INTO search_coverage (id, first, last, days) SELECT 1, min(date), max(date), count(*) FROM search_days WHERE true
  ON CONFLICT (id) DO UPDATE SET first = excluded.first, last = excluded.last, days = excluded.days;

