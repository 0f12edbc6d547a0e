-- "Desempenho no Google" (app/lib/insights/): the Search Console connection, its imported
-- Search Analytics rows, the 16-month back-fill jobs, and real-user Web Vitals beacons.

-- One connection at most (id = 1). The refresh token is AES-GCM ciphertext (token-cipher.server.ts),
-- never plain text; disconnecting revokes it at Google and deletes this row.
CREATE TABLE search_console (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  token_cipher TEXT NOT NULL,
  -- The chosen Search Console property ("https://example.com/" or "sc-domain:example.com").
  property TEXT,
  connected_at INTEGER NOT NULL,
  last_import_at INTEGER,
  -- The last import's failure, in Portuguese, as the admin shows it; NULL after a success.
  last_error TEXT,
  last_error_at INTEGER
);

-- Search Analytics by day and page (page = URL path). Imported on its own rather than summed from
-- the query rows: Google leaves anonymised queries out of page × query rows, not out of these.
CREATE TABLE search_pages (
  date TEXT NOT NULL,
  page TEXT NOT NULL,
  clicks INTEGER NOT NULL,
  impressions INTEGER NOT NULL,
  -- Average position, weighted by impressions when two URLs of one path are merged.
  position REAL NOT NULL,
  PRIMARY KEY (date, page)
) WITHOUT ROWID;

CREATE TABLE search_queries (
  date TEXT NOT NULL,
  page TEXT NOT NULL,
  query TEXT NOT NULL,
  clicks INTEGER NOT NULL,
  impressions INTEGER NOT NULL,
  position REAL NOT NULL,
  PRIMARY KEY (date, page, query)
) WITHOUT ROWID;

-- Days whose rows were imported (written in the same batch as the rows), for the screen.
CREATE TABLE search_days (
  date TEXT PRIMARY KEY,
  pages INTEGER NOT NULL,
  queries INTEGER NOT NULL,
  imported_at INTEGER NOT NULL
) WITHOUT ROWID;

-- The back-fill of a new connection: a Workflow (worker/search-console-workflow.ts), one step per
-- chunk of days; this row is its progress, read by the screen.
CREATE TABLE search_console_jobs (
  id TEXT PRIMARY KEY,
  property TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('running', 'completed', 'failed', 'cancelled')),
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  chunk_days INTEGER NOT NULL,
  chunks INTEGER NOT NULL,
  done_chunks INTEGER NOT NULL DEFAULT 0,
  rows_imported INTEGER NOT NULL DEFAULT 0,
  -- Why it stopped, in Portuguese; `retryable` when trying again later can succeed (quota, 5xx).
  message TEXT,
  retryable INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  heartbeat_at INTEGER NOT NULL,
  finished_at INTEGER
);
CREATE UNIQUE INDEX search_console_jobs_one_running ON search_console_jobs (status) WHERE status = 'running';

-- Real-user Web Vitals: one row per beacon of a sampled page view. No IP address, cookie or
-- User-Agent: the path, its page type, a device class and the metrics.
CREATE TABLE web_vitals (
  id INTEGER PRIMARY KEY,
  created_at INTEGER NOT NULL,
  path TEXT NOT NULL,
  family TEXT NOT NULL,
  device TEXT NOT NULL CHECK (device IN ('mobile', 'tablet', 'desktop')),
  lcp REAL,
  inp REAL,
  cls REAL,
  ttfb REAL
);
CREATE INDEX web_vitals_created_at ON web_vitals (created_at);
