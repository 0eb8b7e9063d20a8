-- The release registry: what was registry.json and audit.jsonl in RELEASES_DIR, shared by
-- every server copy on this database. The build files stay in RELEASES_DIR (named by their content).
--
-- One row: its version goes up with every change (a server copy polls it to know when to reload its
-- view), and every change updates it first, which serialises changes as the file lock did.
CREATE TABLE release_registry (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL,
  -- When an older server's registry.json was imported (ISO time), or NULL.
  imported_at TEXT
);
INSERT INTO release_registry (id, version, imported_at) VALUES (1, 0, NULL);

-- Published builds, in the order they were published per app; `requirements` is the build's
-- build-metadata.json (or mf-manifest.json) as the compatibility check reads it, JSON.
CREATE TABLE release_builds (
  app TEXT NOT NULL,
  build TEXT NOT NULL,
  position INTEGER NOT NULL,
  published_at TEXT NOT NULL,
  published_by TEXT,
  requirements TEXT NOT NULL,
  PRIMARY KEY (app, build),
  UNIQUE (app, position)
);

-- Builds in the order they were promoted per app: the highest position is active, rollback removes it.
CREATE TABLE release_promotions (
  app TEXT NOT NULL,
  position INTEGER NOT NULL,
  build TEXT NOT NULL,
  PRIMARY KEY (app, position)
);

CREATE TABLE release_canaries (
  app TEXT PRIMARY KEY,
  build TEXT NOT NULL,
  percent INTEGER NOT NULL,
  started_at TEXT NOT NULL,
  started_by TEXT NOT NULL
);

-- Renders and errors readers reported per build since it was last promoted.
CREATE TABLE release_health (
  app TEXT NOT NULL,
  build TEXT NOT NULL,
  renders INTEGER NOT NULL,
  errors INTEGER NOT NULL,
  since TEXT NOT NULL,
  PRIMARY KEY (app, build)
);

-- Release tokens: the secret's SHA-256 only.
CREATE TABLE release_tokens (
  name TEXT PRIMARY KEY,
  scope TEXT NOT NULL,
  sha256 TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL
);

-- Every change, in order (id), newest last.
CREATE TABLE release_audit (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL,
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  app TEXT,
  from_build TEXT,
  to_build TEXT,
  detail TEXT
);
CREATE INDEX release_audit_app ON release_audit (app, id);
