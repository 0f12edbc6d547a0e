-- The uniqueness gate measures one shingle hash in two (app/lib/seo/similarity.ts MEASURE_EVERY,
-- was one in four): the counts of the hashes written until now are rebuilt from page_index by the
-- next check (rebuildShingleIndex), with each page's solo count. `measured_hex` and the buckets'
-- sizes keep the near-copy search's sample, one in four as before: they stay as they are.
UPDATE shingle_index_state SET built = NOT EXISTS (SELECT 1 FROM page_index) WHERE id = 1;
