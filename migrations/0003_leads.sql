-- Contact clicks ("leads", app/lib/leads.server.ts): one row per WhatsApp or phone click that was
-- not a bot nor a repeat. No IP address, no user agent, nothing that identifies the visitor.
CREATE TABLE leads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  ref TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('whatsapp', 'telefone')),
  path TEXT NOT NULL,
  family TEXT NOT NULL,
  place TEXT,
  product TEXT,
  utm_source TEXT,
  utm_medium TEXT,
  utm_campaign TEXT,
  gclid INTEGER NOT NULL DEFAULT 0,
  fbclid INTEGER NOT NULL DEFAULT 0,
  device TEXT NOT NULL CHECK (device IN ('mobile', 'tablet', 'desktop')),
  closed_at INTEGER,
  value_cents INTEGER
);
CREATE INDEX leads_created_at ON leads (created_at);
-- Repeat filter: key = SHA-256 of the day's salt, address, user agent and link; kept only while
-- it can still drop a repeat (the daily clean-up deletes rows older than a day).
CREATE TABLE lead_recent (
  key TEXT PRIMARY KEY,
  ref TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX lead_recent_at ON lead_recent (at);
-- One random salt per UTC day; yesterday's and older are deleted, so old keys cannot be recomputed.
CREATE TABLE lead_salts (
  day TEXT PRIMARY KEY,
  salt TEXT NOT NULL
);
