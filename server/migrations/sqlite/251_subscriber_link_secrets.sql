-- Each subscriber's own part of their mailed links' keys (signedLinks.ts): a new random value each
-- time they ask for a new link, which voids every link mailed before. '' until then (each new
-- subscriber, and every one from before this migration): their links keep working until then.
ALTER TABLE subscribers ADD COLUMN link_secret TEXT NOT NULL DEFAULT '';
