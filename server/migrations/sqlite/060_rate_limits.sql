-- Per-client rate limits: hits per rule, client and fixed window, shared by every server
-- copy that uses this file. Rows older than a day are purged by the limiter.
CREATE TABLE rate_limit_hits (
  rule TEXT NOT NULL,
  client TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  hits INTEGER NOT NULL,
  PRIMARY KEY (rule, client, window_start)
) WITHOUT ROWID;
