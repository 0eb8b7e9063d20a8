-- A form sent twice (a double click without scripts, or sent again after a slow answer) is stored
-- once: each form page's token is new, so a hash of it names one sending of one form.
ALTER TABLE form_submissions ADD COLUMN submission_key TEXT;
CREATE UNIQUE INDEX form_submissions_key ON form_submissions (form, submission_key) WHERE submission_key IS NOT NULL;
