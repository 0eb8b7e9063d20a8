-- Guards of the embedded provider.
-- Failed sign-ins per account (a SHA-256 of the lower-cased email, so addresses typed by strangers
-- are not kept in clear): after a few failures each further attempt waits longer. Kept per account,
-- not per process, so trying other addresses does not reset it and every server copy sees it.
CREATE TABLE sign_in_failures (
  account         TEXT PRIMARY KEY,
  failures        INTEGER NOT NULL,
  last_failure_at INTEGER NOT NULL
) WITHOUT ROWID;

CREATE INDEX sign_in_failures_age ON sign_in_failures (last_failure_at);

-- Which client (address) started a pending interaction, to cap pending interactions per client.
ALTER TABLE oidc_models ADD COLUMN client TEXT;
CREATE INDEX oidc_models_client ON oidc_models (model, client, expires_at) WHERE client IS NOT NULL;
CREATE INDEX oidc_models_model_expiry ON oidc_models (model, expires_at);
