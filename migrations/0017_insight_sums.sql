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
  -- 'mobile', 'tablet', 'desktop', or '*' for all of them (what the screen shows first), first in
  -- the key so a view reads only its device's rows.
  device TEXT NOT NULL,
  path TEXT NOT NULL,
  family TEXT NOT NULL,
  views INTEGER NOT NULL,
  hist TEXT NOT NULL,
  PRIMARY KEY (device, path, family)
) WITHOUT ROWID;
CREATE TABLE web_vitals_window_span (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  first TEXT NOT NULL,
  last TEXT NOT NULL
);

-- The contacts the screens sum (app/lib/insights/lead-sums.server.ts): the windows as ms bounds
-- ([s, e) the 28 days, [ps, s) the 28 before, d90, s3 and s16 the starts of 90 days, 3 and 16
-- months; NULL with no day to end on) and per path the sums over them. Recomputed with Search
-- Console's sums and by the daily cron; in between, the triggers below add or take away a
-- contact's part when it is written, closed, valued, moved or deleted.
CREATE TABLE lead_bounds (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  s INTEGER,
  ps INTEGER,
  e INTEGER,
  d90 INTEGER,
  s3 INTEGER,
  s16 INTEGER
);
CREATE TABLE lead_sums (
  path TEXT PRIMARY KEY,
  leads INTEGER NOT NULL,
  closed INTEGER NOT NULL,
  rev INTEGER NOT NULL,
  pleads INTEGER NOT NULL,
  pclosed INTEGER NOT NULL,
  prev INTEGER NOT NULL,
  cents INTEGER NOT NULL,
  l90 INTEGER NOT NULL,
  l3 INTEGER NOT NULL,
  k3 INTEGER NOT NULL,
  v3 INTEGER NOT NULL,
  l16 INTEGER NOT NULL,
  k16 INTEGER NOT NULL,
  v16 INTEGER NOT NULL
) WITHOUT ROWID;

-- One line each (search-totals.server.ts leadSumsTriggers): the statement splitters cut at a
-- semicolon that ends a line.
CREATE TRIGGER lead_sums_insert AFTER INSERT ON leads BEGIN INSERT INTO lead_sums (path, leads, closed, rev, pleads, pclosed, prev, cents, l90, l3, k3, v3, l16, k16, v16) SELECT NEW.path, ((NEW.created_at >= b.s AND NEW.created_at < b.e)), (((NEW.created_at >= b.s AND NEW.created_at < b.e) AND NEW.closed_at IS NOT NULL)), (CASE WHEN (NEW.created_at >= b.s AND NEW.created_at < b.e) THEN coalesce(NEW.value_cents, 0) ELSE 0 END), ((NEW.created_at >= b.ps AND NEW.created_at < b.s)), (((NEW.created_at >= b.ps AND NEW.created_at < b.s) AND NEW.closed_at IS NOT NULL)), (CASE WHEN (NEW.created_at >= b.ps AND NEW.created_at < b.s) THEN coalesce(NEW.value_cents, 0) ELSE 0 END), (CASE WHEN (NEW.created_at >= b.s AND NEW.created_at < b.e) AND NEW.closed_at IS NOT NULL THEN coalesce(NEW.value_cents, 0) ELSE 0 END), ((NEW.created_at >= b.d90 AND NEW.created_at < b.e)), ((NEW.created_at >= b.s3 AND NEW.created_at < b.e)), (((NEW.created_at >= b.s3 AND NEW.created_at < b.e) AND NEW.closed_at IS NOT NULL)), (CASE WHEN (NEW.created_at >= b.s3 AND NEW.created_at < b.e) AND NEW.closed_at IS NOT NULL THEN coalesce(NEW.value_cents, 0) ELSE 0 END), ((NEW.created_at >= b.s16 AND NEW.created_at < b.e)), (((NEW.created_at >= b.s16 AND NEW.created_at < b.e) AND NEW.closed_at IS NOT NULL)), (CASE WHEN (NEW.created_at >= b.s16 AND NEW.created_at < b.e) AND NEW.closed_at IS NOT NULL THEN coalesce(NEW.value_cents, 0) ELSE 0 END) FROM lead_bounds b WHERE NEW.created_at >= min(b.ps, b.s16) AND NEW.created_at < b.e ON CONFLICT (path) DO UPDATE SET leads = leads + excluded.leads, closed = closed + excluded.closed, rev = rev + excluded.rev, pleads = pleads + excluded.pleads, pclosed = pclosed + excluded.pclosed, prev = prev + excluded.prev, cents = cents + excluded.cents, l90 = l90 + excluded.l90, l3 = l3 + excluded.l3, k3 = k3 + excluded.k3, v3 = v3 + excluded.v3, l16 = l16 + excluded.l16, k16 = k16 + excluded.k16, v16 = v16 + excluded.v16; END;

CREATE TRIGGER lead_sums_delete AFTER DELETE ON leads BEGIN INSERT INTO lead_sums (path, leads, closed, rev, pleads, pclosed, prev, cents, l90, l3, k3, v3, l16, k16, v16) SELECT OLD.path, -((OLD.created_at >= b.s AND OLD.created_at < b.e)), -(((OLD.created_at >= b.s AND OLD.created_at < b.e) AND OLD.closed_at IS NOT NULL)), -(CASE WHEN (OLD.created_at >= b.s AND OLD.created_at < b.e) THEN coalesce(OLD.value_cents, 0) ELSE 0 END), -((OLD.created_at >= b.ps AND OLD.created_at < b.s)), -(((OLD.created_at >= b.ps AND OLD.created_at < b.s) AND OLD.closed_at IS NOT NULL)), -(CASE WHEN (OLD.created_at >= b.ps AND OLD.created_at < b.s) THEN coalesce(OLD.value_cents, 0) ELSE 0 END), -(CASE WHEN (OLD.created_at >= b.s AND OLD.created_at < b.e) AND OLD.closed_at IS NOT NULL THEN coalesce(OLD.value_cents, 0) ELSE 0 END), -((OLD.created_at >= b.d90 AND OLD.created_at < b.e)), -((OLD.created_at >= b.s3 AND OLD.created_at < b.e)), -(((OLD.created_at >= b.s3 AND OLD.created_at < b.e) AND OLD.closed_at IS NOT NULL)), -(CASE WHEN (OLD.created_at >= b.s3 AND OLD.created_at < b.e) AND OLD.closed_at IS NOT NULL THEN coalesce(OLD.value_cents, 0) ELSE 0 END), -((OLD.created_at >= b.s16 AND OLD.created_at < b.e)), -(((OLD.created_at >= b.s16 AND OLD.created_at < b.e) AND OLD.closed_at IS NOT NULL)), -(CASE WHEN (OLD.created_at >= b.s16 AND OLD.created_at < b.e) AND OLD.closed_at IS NOT NULL THEN coalesce(OLD.value_cents, 0) ELSE 0 END) FROM lead_bounds b WHERE OLD.created_at >= min(b.ps, b.s16) AND OLD.created_at < b.e ON CONFLICT (path) DO UPDATE SET leads = leads + excluded.leads, closed = closed + excluded.closed, rev = rev + excluded.rev, pleads = pleads + excluded.pleads, pclosed = pclosed + excluded.pclosed, prev = prev + excluded.prev, cents = cents + excluded.cents, l90 = l90 + excluded.l90, l3 = l3 + excluded.l3, k3 = k3 + excluded.k3, v3 = v3 + excluded.v3, l16 = l16 + excluded.l16, k16 = k16 + excluded.k16, v16 = v16 + excluded.v16; END;

CREATE TRIGGER lead_sums_update AFTER UPDATE OF created_at, path, closed_at, value_cents ON leads BEGIN INSERT INTO lead_sums (path, leads, closed, rev, pleads, pclosed, prev, cents, l90, l3, k3, v3, l16, k16, v16) SELECT OLD.path, -((OLD.created_at >= b.s AND OLD.created_at < b.e)), -(((OLD.created_at >= b.s AND OLD.created_at < b.e) AND OLD.closed_at IS NOT NULL)), -(CASE WHEN (OLD.created_at >= b.s AND OLD.created_at < b.e) THEN coalesce(OLD.value_cents, 0) ELSE 0 END), -((OLD.created_at >= b.ps AND OLD.created_at < b.s)), -(((OLD.created_at >= b.ps AND OLD.created_at < b.s) AND OLD.closed_at IS NOT NULL)), -(CASE WHEN (OLD.created_at >= b.ps AND OLD.created_at < b.s) THEN coalesce(OLD.value_cents, 0) ELSE 0 END), -(CASE WHEN (OLD.created_at >= b.s AND OLD.created_at < b.e) AND OLD.closed_at IS NOT NULL THEN coalesce(OLD.value_cents, 0) ELSE 0 END), -((OLD.created_at >= b.d90 AND OLD.created_at < b.e)), -((OLD.created_at >= b.s3 AND OLD.created_at < b.e)), -(((OLD.created_at >= b.s3 AND OLD.created_at < b.e) AND OLD.closed_at IS NOT NULL)), -(CASE WHEN (OLD.created_at >= b.s3 AND OLD.created_at < b.e) AND OLD.closed_at IS NOT NULL THEN coalesce(OLD.value_cents, 0) ELSE 0 END), -((OLD.created_at >= b.s16 AND OLD.created_at < b.e)), -(((OLD.created_at >= b.s16 AND OLD.created_at < b.e) AND OLD.closed_at IS NOT NULL)), -(CASE WHEN (OLD.created_at >= b.s16 AND OLD.created_at < b.e) AND OLD.closed_at IS NOT NULL THEN coalesce(OLD.value_cents, 0) ELSE 0 END) FROM lead_bounds b WHERE OLD.created_at >= min(b.ps, b.s16) AND OLD.created_at < b.e ON CONFLICT (path) DO UPDATE SET leads = leads + excluded.leads, closed = closed + excluded.closed, rev = rev + excluded.rev, pleads = pleads + excluded.pleads, pclosed = pclosed + excluded.pclosed, prev = prev + excluded.prev, cents = cents + excluded.cents, l90 = l90 + excluded.l90, l3 = l3 + excluded.l3, k3 = k3 + excluded.k3, v3 = v3 + excluded.v3, l16 = l16 + excluded.l16, k16 = k16 + excluded.k16, v16 = v16 + excluded.v16; INSERT INTO lead_sums (path, leads, closed, rev, pleads, pclosed, prev, cents, l90, l3, k3, v3, l16, k16, v16) SELECT NEW.path, ((NEW.created_at >= b.s AND NEW.created_at < b.e)), (((NEW.created_at >= b.s AND NEW.created_at < b.e) AND NEW.closed_at IS NOT NULL)), (CASE WHEN (NEW.created_at >= b.s AND NEW.created_at < b.e) THEN coalesce(NEW.value_cents, 0) ELSE 0 END), ((NEW.created_at >= b.ps AND NEW.created_at < b.s)), (((NEW.created_at >= b.ps AND NEW.created_at < b.s) AND NEW.closed_at IS NOT NULL)), (CASE WHEN (NEW.created_at >= b.ps AND NEW.created_at < b.s) THEN coalesce(NEW.value_cents, 0) ELSE 0 END), (CASE WHEN (NEW.created_at >= b.s AND NEW.created_at < b.e) AND NEW.closed_at IS NOT NULL THEN coalesce(NEW.value_cents, 0) ELSE 0 END), ((NEW.created_at >= b.d90 AND NEW.created_at < b.e)), ((NEW.created_at >= b.s3 AND NEW.created_at < b.e)), (((NEW.created_at >= b.s3 AND NEW.created_at < b.e) AND NEW.closed_at IS NOT NULL)), (CASE WHEN (NEW.created_at >= b.s3 AND NEW.created_at < b.e) AND NEW.closed_at IS NOT NULL THEN coalesce(NEW.value_cents, 0) ELSE 0 END), ((NEW.created_at >= b.s16 AND NEW.created_at < b.e)), (((NEW.created_at >= b.s16 AND NEW.created_at < b.e) AND NEW.closed_at IS NOT NULL)), (CASE WHEN (NEW.created_at >= b.s16 AND NEW.created_at < b.e) AND NEW.closed_at IS NOT NULL THEN coalesce(NEW.value_cents, 0) ELSE 0 END) FROM lead_bounds b WHERE NEW.created_at >= min(b.ps, b.s16) AND NEW.created_at < b.e ON CONFLICT (path) DO UPDATE SET leads = leads + excluded.leads, closed = closed + excluded.closed, rev = rev + excluded.rev, pleads = pleads + excluded.pleads, pclosed = pclosed + excluded.pclosed, prev = prev + excluded.prev, cents = cents + excluded.cents, l90 = l90 + excluded.l90, l3 = l3 + excluded.l3, k3 = k3 + excluded.k3, v3 = v3 + excluded.v3, l16 = l16 + excluded.l16, k16 = k16 + excluded.k16, v16 = v16 + excluded.v16; END;


-- The sums of the data already imported and of the contacts (refreshTotals(db) for every page).
WITH d AS (SELECT coalesce((SELECT max(date) FROM search_days), date('now', '-3 hours', '-1 day')) AS e)
  INSERT INTO lead_bounds (id, s, ps, e, d90, s3, s16) SELECT 1, * FROM (SELECT ((CAST(strftime('%s', date(e, '-27 days')) AS INTEGER) + 10800) * 1000) AS s, ((CAST(strftime('%s', date(e, '-55 days')) AS INTEGER) + 10800) * 1000) AS ps, ((CAST(strftime('%s', date(e, '+1 day')) AS INTEGER) + 10800) * 1000) AS e,
  ((CAST(strftime('%s', date(e, '-89 days')) AS INTEGER) + 10800) * 1000) AS d90, ((CAST(strftime('%s', date(min(date(date(e, 'start of month', '-3 months'), '+' || (CAST(strftime('%d', e) AS INTEGER) - 1) || ' days'), date(date(e, 'start of month', '-3 months'), '+1 month', '-1 day')), '+1 day')) AS INTEGER) + 10800) * 1000) AS s3, ((CAST(strftime('%s', date(min(date(date(e, 'start of month', '-16 months'), '+' || (CAST(strftime('%d', e) AS INTEGER) - 1) || ' days'), date(date(e, 'start of month', '-16 months'), '+1 month', '-1 day')), '+1 day')) AS INTEGER) + 10800) * 1000) AS s16 FROM d) WHERE true
  ON CONFLICT (id) DO UPDATE SET s = excluded.s, ps = excluded.ps, e = excluded.e, d90 = excluded.d90, s3 = excluded.s3, s16 = excluded.s16;

DELETE FROM lead_sums;

INSERT INTO lead_sums (path, leads, closed, rev, pleads, pclosed, prev, cents, l90, l3, k3, v3, l16, k16, v16)
  SELECT leads.path, sum((leads.created_at >= b.s AND leads.created_at < b.e)), sum(((leads.created_at >= b.s AND leads.created_at < b.e) AND leads.closed_at IS NOT NULL)), sum(CASE WHEN (leads.created_at >= b.s AND leads.created_at < b.e) THEN coalesce(leads.value_cents, 0) ELSE 0 END), sum((leads.created_at >= b.ps AND leads.created_at < b.s)), sum(((leads.created_at >= b.ps AND leads.created_at < b.s) AND leads.closed_at IS NOT NULL)), sum(CASE WHEN (leads.created_at >= b.ps AND leads.created_at < b.s) THEN coalesce(leads.value_cents, 0) ELSE 0 END), sum(CASE WHEN (leads.created_at >= b.s AND leads.created_at < b.e) AND leads.closed_at IS NOT NULL THEN coalesce(leads.value_cents, 0) ELSE 0 END), sum((leads.created_at >= b.d90 AND leads.created_at < b.e)), sum((leads.created_at >= b.s3 AND leads.created_at < b.e)), sum(((leads.created_at >= b.s3 AND leads.created_at < b.e) AND leads.closed_at IS NOT NULL)), sum(CASE WHEN (leads.created_at >= b.s3 AND leads.created_at < b.e) AND leads.closed_at IS NOT NULL THEN coalesce(leads.value_cents, 0) ELSE 0 END), sum((leads.created_at >= b.s16 AND leads.created_at < b.e)), sum(((leads.created_at >= b.s16 AND leads.created_at < b.e) AND leads.closed_at IS NOT NULL)), sum(CASE WHEN (leads.created_at >= b.s16 AND leads.created_at < b.e) AND leads.closed_at IS NOT NULL THEN coalesce(leads.value_cents, 0) ELSE 0 END)
  FROM leads JOIN lead_bounds b WHERE leads.created_at >= min(b.ps, b.s16) AND leads.created_at < b.e
  GROUP BY leads.path;

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

