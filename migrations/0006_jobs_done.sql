-- Jobs done ("Obras realizadas", app/lib/jobs-done) and the images of the site (app/lib/media).
--
-- An uploaded image: its private original and resized variants are R2 objects (`originais/{id}`,
-- `variantes/{id}/{width}.{webp|avif}`); this row is what makes them exist for the site.
-- state: 'uploading' while its objects are written (a row left so by a failure is deleted with its
-- objects by the cron), 'pending' (sent with a job form not saved yet; deleted after a day unless a
-- job takes it), 'ready' (in the library, or a job's photo).
CREATE TABLE media (
  id TEXT PRIMARY KEY,
  state TEXT NOT NULL CHECK (state IN ('uploading', 'pending', 'ready')),
  created_at INTEGER NOT NULL,
  file_name TEXT NOT NULL DEFAULT '',
  original_type TEXT NOT NULL,
  original_bytes INTEGER NOT NULL,
  -- Of the largest variant, and every variant as JSON [{w, h, webp, avif?}] (sizes in bytes).
  width INTEGER NOT NULL DEFAULT 0,
  height INTEGER NOT NULL DEFAULT 0,
  variants TEXT NOT NULL DEFAULT '[]',
  -- The library's default alt text (the editor asks for one at each insertion).
  alt TEXT NOT NULL DEFAULT ''
);
CREATE INDEX media_state_created ON media (state, created_at);

-- A job done: where (a served place's slug), what (a kit product), when, what was done; the
-- customer's first name and words only with their consent. Never an address or a full name (the
-- form refuses them).
CREATE TABLE jobs_done (
  id TEXT PRIMARY KEY,
  status TEXT NOT NULL CHECK (status IN ('draft', 'published')),
  place TEXT NOT NULL,
  product TEXT NOT NULL CHECK (product IN ('motor', 'kit', 'deslizante', 'basculante', 'pivotante')),
  done_on TEXT NOT NULL,
  description TEXT NOT NULL,
  customer_first_name TEXT NOT NULL DEFAULT '',
  quote TEXT NOT NULL DEFAULT '',
  consent INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  published_at INTEGER
);
CREATE INDEX jobs_done_status_done_on ON jobs_done (status, done_on);

-- A job's photos, in order.
CREATE TABLE job_done_photos (
  job_id TEXT NOT NULL REFERENCES jobs_done (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  media_id TEXT NOT NULL REFERENCES media (id),
  PRIMARY KEY (job_id, position)
);
CREATE INDEX job_done_photos_media ON job_done_photos (media_id);

-- When the jobs shown on each public page last changed (ms): the sitemap's lastmod of the page.
CREATE TABLE proof_pages (
  path TEXT PRIMARY KEY,
  changed_at INTEGER NOT NULL
);

-- Bumped by every job write; the visitors' KV snapshot carries the version it was built from.
CREATE TABLE proof_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO proof_version (id, version) VALUES (1, 0);
