// SQLite's search holds journal ids below JOURNAL_ROOM (ten bits of its facet key): a catalogue with
// a journal past it is refused with a sentence that names the article and the journal, rather than
// searched with that journal's articles missing. (Ids past 255 are searched as any other:
// postgres/search/articleParity.test.ts compares them with PostgreSQL.)
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { searchTestCatalogue } from '../../../test-support/catalogue/sqlite/searchTestCatalogue.ts';
import { sqliteOnly } from '../../../test-support/testEngine.ts';
import { JOURNAL_ROOM } from './articleIndex.ts';
import { createSql } from './sql.ts';
import { createSearchContext, currentCatalogue } from './sqliteSearch/context.ts';

describe("SQLite search's journal ids", sqliteOnly("the article index is SQLite's search"), () => {
  const catalogue = searchTestCatalogue(60);

  test('a journal id past what the index holds is refused with a sentence, not searched without its articles', () => {
    const db = catalogue.db();
    const moved = Number((db.prepare('SELECT journal_id AS id FROM articles ORDER BY id LIMIT 1').get() as { id: number }).id);
    const article = Number((db.prepare('SELECT min(id) AS id FROM articles WHERE journal_id = ?').get(moved) as { id: number }).id);
    const ok = currentCatalogue(createSearchContext(createSql(db), () => {}));
    assert.ok(ok.index.exists(article));
    db.exec('PRAGMA foreign_keys = OFF');
    const tables = db.prepare("SELECT m.name FROM sqlite_master m WHERE m.type = 'table' AND EXISTS (SELECT 1 FROM pragma_table_info(m.name) c WHERE c.name = 'journal_id')").all() as { name: string }[];
    for (const { name } of tables) db.prepare(`UPDATE "${name}" SET journal_id = ? WHERE journal_id = ?`).run(JOURNAL_ROOM, moved);
    db.prepare('UPDATE journals SET id = ? WHERE id = ?').run(JOURNAL_ROOM, moved);
    db.exec('PRAGMA foreign_keys = ON');
    assert.throws(
      () => currentCatalogue(createSearchContext(createSql(db), () => {})),
      new RegExp(`holds journals whose ids are below ${JOURNAL_ROOM}, and article \\d+ is in journal ${JOURNAL_ROOM}: run this catalogue on PostgreSQL`),
    );
  });
});
