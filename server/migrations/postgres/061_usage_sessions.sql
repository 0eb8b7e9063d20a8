-- COUNTER release 5 usage: an article view or download counts once per reader session
-- (one reader within one clock hour), for every server copy on this database.
CREATE TABLE usage_sessions (
  kind       TEXT NOT NULL CHECK (kind IN ('view', 'download')),
  article_id BIGINT NOT NULL,
  session    TEXT NOT NULL,
  hour       BIGINT NOT NULL,
  PRIMARY KEY (kind, article_id, session)
);
CREATE INDEX usage_sessions_hour ON usage_sessions (hour);
