-- The editorial office: who may read the stored submissions (roles granted by email from the
-- command line, counted only for a verified address), and the messages the office sends readers, read
-- on the site at /message/{hashKey}/{hashUserKey} from the link in their mail.
CREATE TABLE account_roles (
  email      TEXT NOT NULL COLLATE NOCASE,
  role       TEXT NOT NULL,
  granted_at TEXT NOT NULL,
  granted_by TEXT NOT NULL,
  PRIMARY KEY (email, role)
) WITHOUT ROWID;

CREATE TABLE reader_messages (
  id         INTEGER PRIMARY KEY,
  message_key TEXT NOT NULL UNIQUE,   -- {hashKey}: random, names the message
  recipient  TEXT NOT NULL,           -- the address it was mailed to ({hashUserKey} is an HMAC of key and address)
  subject    TEXT NOT NULL,
  body       TEXT NOT NULL,
  reference  TEXT,                    -- the submission it answers
  sent_by    TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX reader_messages_reference ON reader_messages (reference);
