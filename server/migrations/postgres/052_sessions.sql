-- Site sessions: the session cookie names a row here, and a session is valid only while
-- its row exists and has not expired, so logging out (which deletes the row) ends every copy of the
-- cookie on every server copy.
CREATE TABLE sessions (
  id         TEXT PRIMARY KEY,
  sub        TEXT NOT NULL,
  id_token   TEXT,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL
);

CREATE INDEX sessions_expiry ON sessions (expires_at);
