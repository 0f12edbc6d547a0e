-- Clicks recorded per address and UTC day (app/lib/leads/leads.server.ts): an address records at
-- most LEAD_ADDRESS_DAILY_CAP clicks a day, and once the day's cap is reached an address with no
-- click yet still records its first (up to 3 × the cap), so one forger can no longer spend the
-- site-wide cap and leave real visitors' clicks without a code. `key` is a hash of the day's salt
-- and the address (the salt is deleted the next day, so the address cannot be recovered).
CREATE TABLE lead_addresses (
  key TEXT PRIMARY KEY,
  day TEXT NOT NULL,
  recorded INTEGER NOT NULL
) WITHOUT ROWID;
