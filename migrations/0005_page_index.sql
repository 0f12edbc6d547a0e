-- The generated pages as the site-wide uniqueness gate and the duplicate check see them
-- (app/lib/pages/page-index.server.ts): one row per page, written with the page's KV record and
-- before it, so a page public in KV always has its row (D1 is strongly consistent; KV's list()
-- is not). `hashes`: the sorted 32-bit hashes of the page's 5-word shingles, base64.
CREATE TABLE page_index (
  slug TEXT PRIMARY KEY,
  page_id TEXT NOT NULL,
  published INTEGER NOT NULL,
  indexable INTEGER NOT NULL,
  title TEXT NOT NULL,
  topic TEXT,
  hashes TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE INDEX page_index_published ON page_index (published);

-- A job's page saved public but kept out of the index by the uniqueness gate (`note` says why).
ALTER TABLE generation_job_items ADD COLUMN noindex INTEGER NOT NULL DEFAULT 0;
