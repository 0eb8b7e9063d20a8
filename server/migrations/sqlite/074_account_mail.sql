-- Mail for the embedded provider's accounts: address verification at registration and
-- "forgot password". Verification links are signed, expiring tokens (nothing stored: opening one
-- twice does no harm); password-reset links are random tokens stored only as a SHA-256 hash, so they
-- can be used once and a new password can cancel the others.

-- NULL until the reader confirms from the link mailed at registration (or completes a password reset,
-- which proves the same thing). Accounts created before mail existed stay unconfirmed: anyone could
-- register any address then, and a role granted by email must not go to such an account. Their
-- owners are offered the link at their next sign-in.
ALTER TABLE users ADD COLUMN email_verified_at TEXT;

CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY,              -- base64url SHA-256 of the token in the mailed link
  account_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,              -- seconds since the epoch
  expires_at INTEGER NOT NULL,
  used_at    INTEGER                        -- set when used, or when another link (or a new password) made it void
) WITHOUT ROWID;
CREATE INDEX password_resets_account ON password_resets (account_id);
CREATE INDEX password_resets_expiry ON password_resets (expires_at);

-- A correct password hands the account to the provider's next interaction through a short-lived
-- cookie naming one of these rows; the row makes the hand-off single use. Nothing here exists before
-- a password was checked, so strangers cannot fill it.
CREATE TABLE sign_in_handoffs (
  id           TEXT PRIMARY KEY,
  account_id   TEXT NOT NULL,
  request_hash TEXT NOT NULL,                -- which authorisation request it was made for
  expires_at   INTEGER NOT NULL,             -- seconds since the epoch
  used_at      INTEGER
) WITHOUT ROWID;
CREATE INDEX sign_in_handoffs_expiry ON sign_in_handoffs (expires_at);

-- Pending interactions are no longer counted per client (they exist only after a right password,
-- for minutes): migration 053's column and its index go.
DROP INDEX IF EXISTS oidc_models_client;
ALTER TABLE oidc_models DROP COLUMN client;
