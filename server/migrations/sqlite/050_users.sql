-- Reader accounts of the embedded OpenID provider (used when no external provider is configured).
-- Passwords are scrypt hashes ("scrypt$N$r$p$salt$hash"); the email is unique regardless of case.

CREATE TABLE users (
  id            TEXT PRIMARY KEY,
  email         TEXT NOT NULL UNIQUE COLLATE NOCASE,
  name          TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);
