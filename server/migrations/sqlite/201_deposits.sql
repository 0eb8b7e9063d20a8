-- HTTP deposits (features/deposits/): the production system's tokens and its deposits. A token is
-- kept only as its SHA-256; it is scoped to one journal (by ISSN) or to the publisher (NULL).
CREATE TABLE deposit_tokens (
  id           INTEGER PRIMARY KEY,
  token_hash   TEXT NOT NULL UNIQUE,
  label        TEXT NOT NULL,
  journal_issn TEXT,
  created_at   INTEGER NOT NULL,
  revoked_at   INTEGER
);

-- A deposit is stored whole before it is acknowledged (202), then claimed by one server copy at a
-- time (`claimed_until` lets another take it over when that copy dies mid-way), its report written
-- article by article as each is published.
CREATE TABLE deposits (
  id                  TEXT PRIMARY KEY,
  token_id            INTEGER NOT NULL REFERENCES deposit_tokens(id),
  status              TEXT NOT NULL,
  create_journals     INTEGER NOT NULL,
  allow_missing_files INTEGER NOT NULL,
  received_at         INTEGER NOT NULL,
  started_at          INTEGER,
  finished_at         INTEGER,
  claimed_by          TEXT,
  claimed_until       INTEGER,
  report              TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX deposits_waiting ON deposits(status, received_at);

CREATE TABLE deposit_files (
  deposit_id TEXT NOT NULL REFERENCES deposits(id) ON DELETE CASCADE,
  position   INTEGER NOT NULL,
  name       TEXT NOT NULL,
  content    BLOB NOT NULL,
  PRIMARY KEY (deposit_id, position)
);
