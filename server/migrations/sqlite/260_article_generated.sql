-- Which articles the seed generated as demo content (1) rather than imported or published (0): pages
-- and feeds can say so, and nothing generated passes for a real DOI's content.
ALTER TABLE articles ADD COLUMN generated INTEGER NOT NULL DEFAULT 0;
