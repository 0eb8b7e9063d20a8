-- Per-client rate limits: hits per rule, client and fixed window, shared by every server
-- copy on this database. Rows older than a day are purged by the limiter.
CREATE TABLE rate_limit_hits (
  rule         TEXT NOT NULL,
  client       TEXT NOT NULL,
  window_start BIGINT NOT NULL,
  hits         INTEGER NOT NULL,
  PRIMARY KEY (rule, client, window_start)
);
