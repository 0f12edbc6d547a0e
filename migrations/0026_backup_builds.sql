-- A copy built by the backup Workflow (app/lib/backup/build.server.ts), one row per copy: where it
-- is (seq: the state object construcao/{id}/{seq} in R2 its next step starts from; phase), what it
-- has copied so far (for the screen), the most calls one of its steps made, and how it ended.
CREATE TABLE backup_builds (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('semanal', 'manual', 'antes-da-restauracao')),
  -- The copy's file name under copias/ in R2 (copia-{ISO time}.tar).
  name TEXT NOT NULL,
  insights INTEGER NOT NULL,
  -- A copy the pruning must keep when this one is done (the archive a restore is about to read).
  spare TEXT,
  status TEXT NOT NULL CHECK (status IN ('running', 'done', 'failed')),
  seq INTEGER NOT NULL DEFAULT 0,
  phase TEXT NOT NULL DEFAULT 'lapides',
  records INTEGER NOT NULL DEFAULT 0,
  pages INTEGER NOT NULL DEFAULT 0,
  photos INTEGER NOT NULL DEFAULT 0,
  photos_total INTEGER NOT NULL DEFAULT 0,
  size INTEGER NOT NULL DEFAULT 0,
  error TEXT,
  steps INTEGER NOT NULL DEFAULT 0,
  max_calls INTEGER NOT NULL DEFAULT 0,
  max_kv_calls INTEGER NOT NULL DEFAULT 0,
  max_d1_calls INTEGER NOT NULL DEFAULT 0,
  max_r2_calls INTEGER NOT NULL DEFAULT 0,
  -- The most bytes one step held (its carry from the step before and what it read).
  max_held INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX backup_builds_created ON backup_builds (created_at);
