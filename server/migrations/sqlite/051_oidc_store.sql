-- State of the embedded OpenID provider (sessions, interactions, grants, authorization codes, ...),
-- so sign-ins survive a restart and every server process on this database sees the same state.
-- One row per model instance; payload is the JSON that oidc-provider hands its adapter.

CREATE TABLE oidc_models (
  model       TEXT NOT NULL,
  id          TEXT NOT NULL,
  payload     TEXT NOT NULL,
  grant_id    TEXT,
  user_code   TEXT,
  uid         TEXT,
  expires_at  INTEGER,
  consumed_at INTEGER,
  PRIMARY KEY (model, id)
);

CREATE INDEX oidc_models_grant ON oidc_models (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX oidc_models_uid ON oidc_models (model, uid) WHERE uid IS NOT NULL;
CREATE INDEX oidc_models_user_code ON oidc_models (model, user_code) WHERE user_code IS NOT NULL;
CREATE INDEX oidc_models_expiry ON oidc_models (expires_at) WHERE expires_at IS NOT NULL;
