-- The optional photo of the gate a customer sends with a testimonial (/avaliar/{code}): an image of
-- the `media` table (its EXIF stripped like every upload), at most one per testimonial. It shows
-- only once the seller approves the testimonial, and is deleted with its R2 objects when the
-- testimonial is removed (then `photo_id` is NULL). The image library does not list these photos.
ALTER TABLE testimonials ADD COLUMN photo_id TEXT REFERENCES media (id);
CREATE INDEX testimonials_photo ON testimonials (photo_id) WHERE photo_id IS NOT NULL;
