-- Reader accounts of the embedded OpenID provider (used when no external provider is configured).
-- Passwords are scrypt hashes ("scrypt$N$r$p$salt$hash"); the email is unique regardless of case
-- (citext compares as SQLite's COLLATE NOCASE does).
CREATE EXTENSION IF NOT EXISTS citext WITH SCHEMA public;

CREATE TABLE users (
  id                TEXT PRIMARY KEY,
  email             CITEXT NOT NULL UNIQUE,
  name              TEXT NOT NULL,
  password_hash     TEXT NOT NULL,
  created_at        TEXT NOT NULL DEFAULT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  -- NULL until the reader confirms from the link mailed at registration (SQLite's migration 074).
  email_verified_at TEXT
);
