-- A journal's face: its own cover image and accent colour, when it has them. NULL (every generated
-- journal) lets the site draw a cover and pick an accent from the journal's name and subjects
-- (shared/src/journals/journalFace.ts), so only a journal that brings its own needs these.
ALTER TABLE journals ADD COLUMN cover_image_url TEXT;                -- a path on this site or an https address
ALTER TABLE journals ADD COLUMN accent_color TEXT CHECK (accent_color IS NULL OR (length(accent_color) = 7 AND accent_color GLOB '#[0-9a-fA-F][0-9a-fA-F][0-9a-fA-F][0-9a-fA-F][0-9a-fA-F][0-9a-fA-F]'));
