-- The shingle index keeps the measured hashes only (one in four, app/lib/seo/similarity.ts
-- isMeasured): the counts of every hash written until now are rebuilt from page_index by the next
-- check (rebuildShingleIndex), as for a site that had pages before the index.
UPDATE shingle_index_state SET built = NOT EXISTS (SELECT 1 FROM page_index) WHERE id = 1;

-- Each page's `solo` (how many of its measured hashes no other indexable page holds) follows its
-- hashes' indexable count: when a count leaves 1 the hash stops being its sole holder's own, when
-- it reaches 1 it becomes the holder's own (indexable_sum names the holder). A save moved it with
-- two statements that each read every moved hash again; a trigger reads one page row per change.
CREATE TRIGGER page_shingles_solo_insert AFTER INSERT ON page_shingles
WHEN NEW.indexable = 1
BEGIN
  UPDATE page_index SET solo = solo + 1 WHERE rowid = NEW.indexable_sum;
END;

CREATE TRIGGER page_shingles_solo_leave AFTER UPDATE OF indexable ON page_shingles
WHEN OLD.indexable = 1 AND NEW.indexable <> 1
BEGIN
  UPDATE page_index SET solo = solo - 1 WHERE rowid = OLD.indexable_sum;
END;

CREATE TRIGGER page_shingles_solo_reach AFTER UPDATE OF indexable ON page_shingles
WHEN NEW.indexable = 1 AND OLD.indexable <> 1
BEGIN
  UPDATE page_index SET solo = solo + 1 WHERE rowid = NEW.indexable_sum;
END;

-- A page's measured hashes beside all of them: what the gate reads of another page (a quarter of
-- the bytes). Rows written before this have none (the gate reads their hashes instead).
ALTER TABLE page_index ADD COLUMN measured TEXT;
