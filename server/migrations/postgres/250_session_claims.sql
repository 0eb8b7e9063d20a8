-- The session cookie names its row only: who is signed in (name, address, whether it is confirmed)
-- is kept here, not in a cookie a script or a copied header can read.
ALTER TABLE sessions ADD COLUMN name TEXT;
ALTER TABLE sessions ADD COLUMN email TEXT;
ALTER TABLE sessions ADD COLUMN email_verified SMALLINT NOT NULL DEFAULT 0;
