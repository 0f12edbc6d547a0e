-- Web Vitals aggregated per page and UTC day (app/lib/insights/web-vitals.server.ts): a beacon adds
-- one to its page's row of the day instead of a row of its own, so the table grows with the site's
-- pages and the days kept, never with traffic, and the admin's p75 reads at most pages × 28 days.
-- `hist` is a JSON object of counts keyed "{metric}_{value}" (ms rounded to 10, INP to 1, CLS in
-- thousandths); `views` counts beacons. Paths are the site's own (unknown ones under /not-found).
CREATE TABLE web_vitals_daily (
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  family TEXT NOT NULL,
  device TEXT NOT NULL CHECK (device IN ('mobile', 'tablet', 'desktop')),
  views INTEGER NOT NULL,
  hist TEXT NOT NULL,
  PRIMARY KEY (day, path, device)
) WITHOUT ROWID;

-- Beacons stored per UTC day: the day's budget (RUM_DAILY_CAP), so a flood spends a bounded
-- share of D1's daily row writes and the rest stays for leads, sessions and saves.
CREATE TABLE web_vitals_budget (
  day TEXT PRIMARY KEY,
  stored INTEGER NOT NULL
) WITHOUT ROWID;

-- The rows of 0007's per-beacon table, folded into the daily histograms.
INSERT INTO web_vitals_daily (day, path, family, device, views, hist)
WITH beacons AS (
  SELECT id, date(created_at / 1000, 'unixepoch') AS day, path, family, device, lcp, inp, cls, ttfb FROM web_vitals
), parts AS (
  SELECT day, path, family, device, 'lcp_' || CAST(round(lcp / 10) * 10 AS INTEGER) AS k FROM beacons WHERE lcp IS NOT NULL
  UNION ALL SELECT day, path, family, device, 'inp_' || CAST(round(inp) AS INTEGER) FROM beacons WHERE inp IS NOT NULL
  UNION ALL SELECT day, path, family, device, 'cls_' || CAST(round(cls * 1000) AS INTEGER) FROM beacons WHERE cls IS NOT NULL
  UNION ALL SELECT day, path, family, device, 'ttfb_' || CAST(round(ttfb / 10) * 10 AS INTEGER) FROM beacons WHERE ttfb IS NOT NULL
), counts AS (
  SELECT day, path, family, device, k, count(*) AS n FROM parts GROUP BY day, path, family, device, k
)
SELECT c.day, c.path, min(c.family), c.device,
  (SELECT count(*) FROM beacons b WHERE b.day = c.day AND b.path = c.path AND b.device = c.device),
  json_group_object(c.k, c.n)
FROM counts c GROUP BY c.day, c.path, c.device;

DROP TABLE web_vitals;
