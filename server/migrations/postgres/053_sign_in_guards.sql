-- Failed sign-ins per account (a SHA-256 of the lower-cased email): after a few failures each further
-- attempt waits longer, counted for every server copy alike.
CREATE TABLE sign_in_failures (
  account         TEXT PRIMARY KEY,
  failures        INTEGER NOT NULL,
  last_failure_at BIGINT NOT NULL
);

CREATE INDEX sign_in_failures_age ON sign_in_failures (last_failure_at);
