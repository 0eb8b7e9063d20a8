-- Mail waiting to leave, and mail that left. A message is queued in the same transaction
-- as what causes it; the sender (mail/mailSender.ts) claims due rows with a lease, delivers them and
-- marks them sent. An SMTP server that is down only moves next_attempt_at on: nothing is dropped. A
-- permanent refusal (an address the server says does not exist) is kept with failed_at and its reason.
CREATE TABLE mail_outbox (
  id              INTEGER PRIMARY KEY,
  message_id      TEXT NOT NULL UNIQUE,  -- the Message-ID header, fixed when queued: a resend is recognisable
  kind            TEXT NOT NULL,         -- what caused it: form-confirmation, subscription-verify, alert-digest, ...
  recipient       TEXT NOT NULL,
  subject         TEXT NOT NULL,
  text_body       TEXT NOT NULL,
  html_body       TEXT,
  headers         TEXT NOT NULL DEFAULT '{}',  -- JSON: further headers (List-Unsubscribe, ...)
  created_at      INTEGER NOT NULL,      -- ms since the epoch
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,      -- ms
  lease_until     INTEGER,               -- ms: a sender is delivering it until then
  sent_at         INTEGER,               -- ms
  failed_at       INTEGER,               -- ms: refused for good
  last_error      TEXT,
  delivered_to    TEXT                   -- the .eml file, or the SMTP server's answer
);
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
CREATE INDEX mail_outbox_kind ON mail_outbox (kind, created_at);
