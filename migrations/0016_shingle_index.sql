-- The uniqueness gate's index of shingle hashes (app/lib/pages/shingle-index.server.ts), so a save
-- reads rows in proportion to its own text instead of every published page's row of page_index:
-- one row per 5-word shingle hash held by a published generated page, with how many published and
-- how many indexable pages hold it, the sum of the indexable holders' keys (page_index's rowid: when
-- one page holds it, the sum is that page) and the published holders' keys while they are at most
-- 64 (',3,17,'; NULL once more pages held it: "many", which the near-copy search treats as such).
CREATE TABLE page_shingles (
  hash INTEGER PRIMARY KEY,
  published INTEGER NOT NULL,
  indexable INTEGER NOT NULL,
  indexable_sum INTEGER NOT NULL,
  holders TEXT
);

-- Locality-sensitive buckets of the pages' MinHash signatures (similarity.ts hashSignature): 32
-- bands of 2 values, 'band.v1.v2' → the published pages' keys (',3,17,'). Two pages with Jaccard
-- 0.35 share a bucket with probability 98.5 % (0.5: 99.99 %): where most of a page's shingles are
-- held by many pages, the near-copy search reads its 32 buckets instead of every row.
CREATE TABLE page_bands (
  band TEXT PRIMARY KEY,
  keys TEXT NOT NULL
);

-- How many of a page's hashes no other indexable page holds (kept with the counts): with the
-- built-in pages' hashes it says whether a new page would take it under the minimum.
ALTER TABLE page_index ADD COLUMN solo INTEGER NOT NULL DEFAULT 0;

-- Whether page_shingles agrees with page_index. A site that already has pages starts unbuilt: the
-- first check rebuilds the index from page_index once (rebuildShingleIndex).
CREATE TABLE shingle_index_state (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  built INTEGER NOT NULL
);
INSERT INTO shingle_index_state (id, built) SELECT 1, NOT EXISTS (SELECT 1 FROM page_index);

-- "One indexable page per service and place" and "the page itself, by id" read one row each.
CREATE INDEX page_index_topic ON page_index (topic, indexable);
CREATE INDEX page_index_page_id ON page_index (page_id);
