-- State of the embedded OpenID provider (sessions, interactions, grants, authorization codes, ...),
-- shared by every server copy on this database. One row per model instance; payload is the JSON
-- that oidc-provider hands its adapter. Times in seconds since the epoch.
CREATE TABLE oidc_models (
  model       TEXT NOT NULL,
  id          TEXT NOT NULL,
  payload     TEXT NOT NULL,
  grant_id    TEXT,
  user_code   TEXT,
  uid         TEXT,
  expires_at  BIGINT,
  consumed_at BIGINT,
  PRIMARY KEY (model, id)
);

CREATE INDEX oidc_models_grant ON oidc_models (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX oidc_models_uid ON oidc_models (model, uid) WHERE uid IS NOT NULL;
CREATE INDEX oidc_models_user_code ON oidc_models (model, user_code) WHERE user_code IS NOT NULL;
CREATE INDEX oidc_models_expiry ON oidc_models (expires_at) WHERE expires_at IS NOT NULL;
CREATE INDEX oidc_models_model_expiry ON oidc_models (model, expires_at);
