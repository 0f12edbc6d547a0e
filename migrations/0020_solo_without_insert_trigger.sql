-- A page's `solo` for the hashes a save inserts is counted by the save itself (shingle-index.server.ts
-- countStatements), no longer by an insert trigger: SQLite read every row an upsert of
-- page_shingles updated twice while an AFTER INSERT trigger existed on the table (603 rows read for
-- 300 hashes, 303 without it), whether or not the trigger fired. The counts it kept are unchanged.
DROP TRIGGER page_shingles_solo_insert;
