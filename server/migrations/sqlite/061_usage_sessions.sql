-- COUNTER release 5 usage: an article view or download counts once per reader session,
-- a session being one reader (a hash of the client address; the user agent is left out so changing
-- it does not add usage) within one clock hour. Each counted (kind, article, session) is kept for
-- a few hours so every server copy sharing this file counts it once; older rows are purged.
DROP TABLE IF EXISTS article_view_readers;
CREATE TABLE usage_sessions (
  kind       TEXT NOT NULL CHECK (kind IN ('view', 'download')),
  article_id INTEGER NOT NULL,
  session    TEXT NOT NULL,
  hour       INTEGER NOT NULL,
  PRIMARY KEY (kind, article_id, session)
) WITHOUT ROWID;
CREATE INDEX usage_sessions_hour ON usage_sessions(hour);
