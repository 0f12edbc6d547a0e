-- A save leaves a hash no published page holds any more at published = 0 instead of deleting it
-- (a delete read two rows a hash: half of a save that rewrites its text); the daily cron deletes
-- them (deleteUnheldHashes, app/lib/gate/shingle-index.server.ts), reading only the rows this
-- partial index lists.
CREATE INDEX page_shingles_unheld ON page_shingles (hash) WHERE published <= 0;
