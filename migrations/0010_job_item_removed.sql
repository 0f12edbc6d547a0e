-- What the claims check removed from an item's text (its sentences and why), shown with the
-- job's result so the seller reads what the AI or the batch creator said that he never did.
ALTER TABLE generation_job_items ADD COLUMN removed TEXT;
