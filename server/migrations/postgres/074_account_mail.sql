-- Password-reset links (stored only as a SHA-256 of their token, single use) and the single-use
-- hand-off from a checked password to the provider's interaction. Times in seconds.
CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  used_at    BIGINT
);
CREATE INDEX password_resets_account ON password_resets (account_id);
CREATE INDEX password_resets_expiry ON password_resets (expires_at);

CREATE TABLE sign_in_handoffs (
  id           TEXT PRIMARY KEY,
  account_id   TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  expires_at   BIGINT NOT NULL,
  used_at      BIGINT
);
CREATE INDEX sign_in_handoffs_expiry ON sign_in_handoffs (expires_at);
