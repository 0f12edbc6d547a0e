-- Generation jobs (app/lib/jobs.server.ts): the batch creator, the technical generator and the
-- content generator's "process all titles" run as Cloudflare Workflows; these rows are their
-- progress, read by the tool screens (polling) after a reload or from another device.
CREATE TABLE generation_jobs (
  id TEXT PRIMARY KEY,
  tool TEXT NOT NULL CHECK (tool IN ('lote', 'tecnico', 'conteudo')),
  status TEXT NOT NULL CHECK (status IN ('running', 'completed', 'cancelled', 'stopped', 'failed')),
  -- Titles (and for the content generator, creativity and engine) as JSON: never a key.
  params TEXT NOT NULL,
  total INTEGER NOT NULL,
  current_title TEXT,
  message TEXT,
  tokens INTEGER NOT NULL DEFAULT 0,
  -- What the run cost against the plan's daily limits, summed from its steps at the end.
  kv_writes INTEGER,
  d1_rows_written INTEGER,
  ai_calls INTEGER,
  -- A one-off AI key typed in the technical generator when no Worker secret is set: AES-GCM
  -- ciphertext, kept only while its job runs (cleared when the job ends or is cancelled).
  key_cipher TEXT,
  created_at INTEGER NOT NULL,
  heartbeat_at INTEGER NOT NULL,
  finished_at INTEGER
);
-- One running job per tool: a second start finds this index and shows the running job.
CREATE UNIQUE INDEX generation_jobs_one_running ON generation_jobs (tool) WHERE status = 'running';
CREATE INDEX generation_jobs_tool_created ON generation_jobs (tool, created_at);
CREATE TABLE generation_job_items (
  job_id TEXT NOT NULL REFERENCES generation_jobs (id) ON DELETE CASCADE,
  idx INTEGER NOT NULL,
  title TEXT NOT NULL,
  slug TEXT NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('created', 'skipped', 'failed')),
  error TEXT,
  -- Saved as a draft (too similar to a published page), and the note saying to which.
  draft INTEGER NOT NULL DEFAULT 0,
  note TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  tokens INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (job_id, idx)
);
-- Tokens of successful AI calls per UTC day, against AI_DAILY_TOKEN_BUDGET.
CREATE TABLE ai_usage_daily (
  day TEXT PRIMARY KEY,
  tokens INTEGER NOT NULL
);
