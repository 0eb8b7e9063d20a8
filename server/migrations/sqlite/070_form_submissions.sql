-- Submissions of the site's forms: feedback, event proposals and every form that follows.
-- A submission is written, with the mail it causes (071), in one transaction before the reader is
-- told it arrived; the reference is what the reader and the editorial office quote.
CREATE TABLE form_submissions (
  id          INTEGER PRIMARY KEY,
  reference   TEXT NOT NULL UNIQUE,
  form        TEXT NOT NULL,
  email       TEXT,
  payload     TEXT NOT NULL,   -- JSON: the validated fields (files apart)
  account     TEXT,            -- the signed-in reader's email, when there was one
  received_at TEXT NOT NULL    -- ISO 8601, UTC
);
CREATE INDEX form_submissions_received ON form_submissions (received_at);
CREATE INDEX form_submissions_form_received ON form_submissions (form, received_at);

-- Uploaded files, checked by their bytes before they are stored.
CREATE TABLE form_submission_files (
  submission_id INTEGER NOT NULL REFERENCES form_submissions (id) ON DELETE CASCADE,
  field         TEXT NOT NULL,
  file_name     TEXT NOT NULL,
  content_type  TEXT NOT NULL,
  size          INTEGER NOT NULL,
  data          BLOB NOT NULL,
  PRIMARY KEY (submission_id, field)
) WITHOUT ROWID;
