-- Clicks recorded per UTC day (app/lib/leads/leads.server.ts), kept on the day's salt row: a daily
-- cap on recorded clicks, so forged clicks can never spend the D1 writes the sign-in needs.
ALTER TABLE lead_salts ADD COLUMN recorded INTEGER NOT NULL DEFAULT 0;
