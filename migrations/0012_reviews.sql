-- Reviews (app/lib/reviews/): the request a seller sends a customer after a job, the testimonials
-- customers leave on the site, and the rating Google shows for the seller's place.
--
-- A review request: the short link /avaliar/{code} sent by WhatsApp for a closed lead or a job
-- done. One per lead or job (asking again reuses it), so "requests sent" counts customers asked.
-- `place` is the served place's slug the testimonial will show on (from the catalogue, never typed).
CREATE TABLE review_requests (
  code TEXT PRIMARY KEY,
  created_at INTEGER NOT NULL,
  lead_ref TEXT UNIQUE,
  job_id TEXT UNIQUE,
  place TEXT,
  -- First and latest time a person (not a link preview or a bot) opened the link, and how often.
  opened_at INTEGER,
  opens INTEGER NOT NULL DEFAULT 0,
  CHECK ((lead_ref IS NULL) <> (job_id IS NULL))
);
CREATE INDEX review_requests_created ON review_requests (created_at);
CREATE INDEX review_requests_opened ON review_requests (opened_at);

-- A testimonial left on /avaliar/{code}: at most one per request. Nothing is public before the
-- seller approves it ('approved'); 'held' is a text the screening stopped (the reason says why);
-- 'removed' keeps the row (without its words) so the counts stay true and a removal is final.
-- `removal_hash` is the SHA-256 of the token of the removal link the customer was given.
CREATE TABLE testimonials (
  id TEXT PRIMARY KEY,
  request_code TEXT NOT NULL UNIQUE REFERENCES review_requests (code),
  created_at INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'held', 'approved', 'removed')),
  hold_reason TEXT,
  first_name TEXT NOT NULL,
  district TEXT NOT NULL,
  text TEXT NOT NULL,
  place TEXT,
  job_id TEXT,
  consent_at INTEGER NOT NULL,
  removal_hash TEXT NOT NULL UNIQUE,
  approved_at INTEGER,
  removed_at INTEGER
);
CREATE INDEX testimonials_status ON testimonials (status, approved_at);
CREATE INDEX testimonials_created ON testimonials (created_at);

-- The seller's rating as Google's Places API (New) gave it, one row per UTC day read.
CREATE TABLE google_ratings (
  day TEXT PRIMARY KEY,
  rating REAL NOT NULL,
  count INTEGER NOT NULL,
  maps_uri TEXT NOT NULL,
  read_at INTEGER NOT NULL
);
