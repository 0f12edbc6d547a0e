-- A lead becomes a deal (app/lib/leads/lead-pipeline.server.ts): the stage the conversation is at,
-- the customer's name and a note, written by the admin only and deleted with the lead after 13
-- months (content/legal.ts, stated on /privacidade). "fechado" is the stage of a closed quote
-- (closed_at and value_cents, as before).
ALTER TABLE leads ADD COLUMN stage TEXT NOT NULL DEFAULT 'novo'
  CHECK (stage IN ('novo', 'em_conversa', 'orcamento_enviado', 'fechado', 'perdido'));
ALTER TABLE leads ADD COLUMN customer_name TEXT;
ALTER TABLE leads ADD COLUMN note TEXT;
-- When the stage last changed (ms since the epoch); null while it is still "novo".
ALTER TABLE leads ADD COLUMN stage_at INTEGER;
UPDATE leads SET stage = 'fechado', stage_at = closed_at WHERE closed_at IS NOT NULL;
CREATE INDEX leads_stage ON leads (stage, created_at);
