// SQLite search's article index after each publish (ArticleIndex.extended, context.ts
// currentCatalogue): extended by the new articles when they are all new, loaded afresh otherwise, and
// in either case the same as an index loaded afresh, as is the catalogue a search thread keeps.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { jatsXml, scratchFolder } from '../../../test-support/publishing/jatsPackages.ts';
import { publishingCatalogue, type PublishingCatalogue } from '../../../test-support/publishing/publishingCatalogue.ts';
import { openTestConnection, type SqliteConnection } from '../../../test-support/catalogue/sqlite/testCatalogue.ts';
import { sqliteOnly } from '../../../test-support/testEngine.ts';
import { SEARCH_STAMP_SQL } from '../searchStamp.ts';
import { ArticleIndex } from './articleIndex.ts';
import { createSql } from './sql.ts';
import { createSearchContext, currentCatalogue, type Catalogue } from './sqliteSearch/context.ts';

describe("SQLite search's article index after each publish", sqliteOnly("the article index is SQLite's search"), () => {
  let t: PublishingCatalogue;
  let db: SqliteConnection;
  const files = scratchFolder();
  let n = 0;
  before(async () => {
    t = await publishingCatalogue('article-index', { articles: 120 });
    db = openTestConnection(t.database.databasePath);
  });
  after(async () => {
    db.close();
    await t.close();
    files.remove();
  });

  const publish = async (xml: string) => {
    const [entry] = await t.importPaths([files.write(`${++n}/main.xml`, xml)], { createJournals: true });
    assert.ok(entry && (entry.status === 'imported' || entry.status === 'updated'), JSON.stringify(entry));
  };
  const stamp = () => (db.prepare(SEARCH_STAMP_SQL).get() as { value: string }).value;

  /** What an index holds, comparable with another's (the codes of types and regions may be given in another order). */
  function contents(index: ArticleIndex) {
    const articles: unknown[] = [];
    for (let id = 1; id <= index.maxId; id++) {
      if (!index.exists(id)) continue;
      articles.push([id, index.journal[id], index.typeIds[index.type[id] as number], index.region[id] ? index.regions[(index.region[id] as number) - 1] : null,
        index.day[id], index.citations[id], index.views[id], index.downloads[id], index.section[id], index.specialIssue[id], index.editorsChoice[id], index.volume[id], index.issue[id]]);
    }
    return { maxId: index.maxId, count: index.count, dateOrdered: index.dateOrdered, facetKeys: index.facetKeys.length, articles };
  }

  /** What a search thread's catalogue holds beside its index. */
  const kept = (cat: Catalogue) => ({ index: contents(cat.index), allIds: [...cat.allIds], journalIds: [...cat.journalIds].map(([journal, ids]) => [journal, [...ids]]).sort(), journals: [...cat.journals.keys()] });

  /** After a publish: whether the last index extends (null: it is loaded afresh), and that the thread's catalogue equals a fresh one. */
  function afterPublish(ctx: ReturnType<typeof createSearchContext>): { extended: boolean } {
    const last = ctx.catalogue?.index as ArticleIndex;
    const extended = ArticleIndex.extended(db, last, stamp());
    if (extended) assert.deepEqual(contents(extended), contents(ArticleIndex.load(db, stamp())));
    assert.deepEqual(kept(currentCatalogue(ctx)), kept(currentCatalogue(createSearchContext(createSql(db), () => {}))));
    return { extended: extended !== null };
  }

  test('new articles extend it; a new version has it loaded afresh; it always equals a fresh load', async () => {
    const ctx = createSearchContext(createSql(db), () => {});
    currentCatalogue(ctx);
    // The first publish after the seeding: nothing in the stamp says what came before it.
    await publish(jatsXml({ doi: '10.5555/index.1' }));
    assert.deepEqual(afterPublish(ctx), { extended: false });
    await publish(jatsXml({ doi: '10.5555/index.2', date: '2026-11-28', type: 'case-report' }));
    assert.deepEqual(afterPublish(ctx), { extended: true });
    // In another journal, dated before the newest: the ids no longer follow the days.
    await publish(jatsXml({ doi: '10.5555/index.3', date: '2019-03-04', issn: '2049-3631', journalTitle: 'Index Journal Two', journalId: 'ijt' }));
    assert.deepEqual(afterPublish(ctx), { extended: true });
    assert.equal(currentCatalogue(ctx).index.dateOrdered, false);
    // A new version of an article it holds.
    await publish(jatsXml({ doi: '10.5555/index.2', abstract: 'A corrected abstract.', date: '2026-11-29' }));
    assert.deepEqual(afterPublish(ctx), { extended: false });
    await publish(jatsXml({ doi: '10.5555/index.4' }));
    assert.deepEqual(afterPublish(ctx), { extended: true });
  });
});
