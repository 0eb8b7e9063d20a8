-- Issue 18, the journal pages: the year each database began to index a journal (its indexing page),
-- and the conferences where a journal has a stand (its exhibitions page).
ALTER TABLE journal_indexing ADD COLUMN since INTEGER;

CREATE TABLE journal_exhibitions (
  journal_id    INTEGER NOT NULL REFERENCES journals(id) ON DELETE CASCADE,
  conference_id INTEGER NOT NULL REFERENCES conferences(id) ON DELETE CASCADE,
  booth         TEXT NOT NULL,
  PRIMARY KEY (journal_id, conference_id)
);
CREATE INDEX journal_exhibitions_conference ON journal_exhibitions (conference_id);
