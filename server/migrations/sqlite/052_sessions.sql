-- Site sessions: the session cookie names a row here, and a session is valid only while
-- its row exists and has not expired, so logging out (which deletes the row) ends every copy of the
-- cookie. The ID token is kept here for the provider's sign-out (id_token_hint) rather than in a cookie.
CREATE TABLE sessions (
  id         TEXT PRIMARY KEY,
  sub        TEXT NOT NULL,
  id_token   TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;

CREATE INDEX sessions_expiry ON sessions (expires_at);
