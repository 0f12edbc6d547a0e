-- The seller's next step with a lead: a São Paulo day (YYYY-MM-DD) set in "Contatos". Open leads
-- whose day has come are listed first; the partial index keeps that list a read of those rows only.
ALTER TABLE leads ADD COLUMN next_step TEXT;
CREATE INDEX leads_next_step ON leads (next_step) WHERE next_step IS NOT NULL;
