-- A restore run by the restore Workflow (app/lib/backup/restore-run.server.ts), one row per start:
-- where it is (next_unit, wiped), what it has written so far (absolute sums, so a step run twice
-- writes the same), the most operations one of its steps made, and how it ended.
CREATE TABLE backup_restores (
  id TEXT PRIMARY KEY,
  -- The verified archive in R2, and its plan (the parts' offsets, grouped into steps) beside it.
  archive TEXT NOT NULL,
  plan TEXT NOT NULL,
  -- 1: an upload staged for this restore, deleted when it ends well.
  staged INTEGER NOT NULL,
  -- 1: the deployment had data and he confirmed: a copy first, then everything wiped.
  wipe INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('running', 'done', 'failed')),
  units INTEGER NOT NULL,
  next_unit INTEGER NOT NULL DEFAULT 0,
  wiped INTEGER NOT NULL DEFAULT 0,
  pages_total INTEGER NOT NULL,
  pages INTEGER NOT NULL DEFAULT 0,
  kv_keys INTEGER NOT NULL DEFAULT 0,
  rows_written INTEGER NOT NULL DEFAULT 0,
  photos INTEGER NOT NULL DEFAULT 0,
  kept_deleted INTEGER NOT NULL DEFAULT 0,
  before_name TEXT,
  before_at TEXT,
  error TEXT,
  steps INTEGER NOT NULL DEFAULT 0,
  max_kv_calls INTEGER NOT NULL DEFAULT 0,
  max_d1_statements INTEGER NOT NULL DEFAULT 0,
  max_r2_calls INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX backup_restores_created ON backup_restores (created_at);
