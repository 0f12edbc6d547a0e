-- Contact clicks of the day that reached the chat without a record (app/lib/leads/leads.server.ts),
-- by why: the address spent its day's budget, the address clicked too fast (its rate limit), or
-- the site reached the day's cap. "Contatos" shows today's, so the seller knows the list is short.
-- Counted on the day's salt row, deleted the next day with it.
ALTER TABLE lead_salts ADD COLUMN unrecorded_address INTEGER NOT NULL DEFAULT 0;
ALTER TABLE lead_salts ADD COLUMN unrecorded_rate INTEGER NOT NULL DEFAULT 0;
ALTER TABLE lead_salts ADD COLUMN unrecorded_cap INTEGER NOT NULL DEFAULT 0;
