-- Table-of-contents alerts: readers who subscribed by email (double opt-in), what they
-- follow, the requests their confirmation links name, and which articles each was already sent.
-- Journals, topics and articles are referred to by name_system, identifier and DOI, never by row
-- id: re-seeding the catalogue deletes and re-inserts those rows.

CREATE TABLE subscribers (
  id          INTEGER PRIMARY KEY,
  email       TEXT NOT NULL UNIQUE COLLATE NOCASE, -- stored lower-cased (signedLinks.ts canonicalEmail)
  verified_at TEXT,                                -- the first confirmed request or signed link; NULL: nothing is sent
  created_at  TEXT NOT NULL
);

CREATE TABLE subscriber_journals (
  subscriber_id INTEGER NOT NULL REFERENCES subscribers(id) ON DELETE CASCADE,
  name_system   TEXT NOT NULL,
  subscribed_at TEXT NOT NULL,
  PRIMARY KEY (subscriber_id, name_system)
) WITHOUT ROWID;
CREATE INDEX subscriber_journals_journal ON subscriber_journals (name_system);

CREATE TABLE subscriber_topics (
  subscriber_id INTEGER NOT NULL REFERENCES subscribers(id) ON DELETE CASCADE,
  identifier    TEXT NOT NULL,
  subscribed_at TEXT NOT NULL,
  PRIMARY KEY (subscriber_id, identifier)
) WITHOUT ROWID;
CREATE INDEX subscriber_topics_topic ON subscriber_topics (identifier);

-- What a POST /subscribe asked for, until its mailed link confirms it.
CREATE TABLE subscription_requests (
  id            INTEGER PRIMARY KEY,
  request_key   TEXT NOT NULL UNIQUE,  -- random; the signed /subscribe/verify/{hash} names it
  subscriber_id INTEGER NOT NULL REFERENCES subscribers(id) ON DELETE CASCADE,
  journals      TEXT NOT NULL,         -- JSON array of name_system
  topics        TEXT NOT NULL,         -- JSON array of identifier
  created_at    TEXT NOT NULL,
  expires_at    TEXT NOT NULL,
  mailed        INTEGER NOT NULL,      -- 0: over the per-address mail limit, no link was sent
  confirmed_at  TEXT
);
CREATE INDEX subscription_requests_subscriber ON subscription_requests (subscriber_id, created_at);
CREATE INDEX subscription_requests_expiry ON subscription_requests (expires_at);

-- Every article an alert named, per reader: the primary key is what makes "never twice" hold.
CREATE TABLE alert_deliveries (
  subscriber_id INTEGER NOT NULL REFERENCES subscribers(id) ON DELETE CASCADE,
  doi           TEXT NOT NULL,
  run_id        INTEGER NOT NULL,
  delivered_at  TEXT NOT NULL,
  PRIMARY KEY (subscriber_id, doi)
) WITHOUT ROWID;

CREATE TABLE alert_runs (
  id                 INTEGER PRIMARY KEY,
  since              TEXT NOT NULL,   -- YYYY-MM-DD: articles published on or after it
  started_at         TEXT NOT NULL,
  finished_at        TEXT,            -- NULL: the run stopped midway (its deliveries still count)
  subscribers_mailed INTEGER NOT NULL DEFAULT 0,
  articles_sent      INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX alert_runs_finished ON alert_runs (finished_at) WHERE finished_at IS NOT NULL;
