-- A page's measured hashes as ",xxxxxxxx,yyyyyyyy," (app/lib/seo/similarity.ts encodeHex), in
-- place of their base64: the near-copy search asks D1 how many of a text's hashes each candidate
-- page holds (instr on this column) and reads one number a page instead of its hashes. The rebuild
-- the next check starts (rebuildShingleIndex) writes it for every published row; rows without it
-- are read from their base64 hashes.
ALTER TABLE page_index DROP COLUMN measured;
ALTER TABLE page_index ADD COLUMN measured_hex TEXT;
UPDATE shingle_index_state SET built = NOT EXISTS (SELECT 1 FROM page_index) WHERE id = 1;
