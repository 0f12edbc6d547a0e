-- What was deleted on purpose and must stay deleted when an older backup is restored (LGPD): a
-- testimonial the customer removed, a deleted photo. A restore reads this table and never writes
-- over it (app/lib/backup/); it only adds the archive's own tombstones.
CREATE TABLE tombstones (
  kind TEXT NOT NULL CHECK (kind IN ('testimonial', 'media', 'lead')),
  id TEXT NOT NULL,
  at INTEGER NOT NULL,
  PRIMARY KEY (kind, id)
) WITHOUT ROWID;
