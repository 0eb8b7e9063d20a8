// The alerts job on a real database (test-support/testEngine.ts) with a small catalogue: one digest per verified reader, never an
// article twice, nothing for the unverified, the cap per journal, topic digests that offer journal
// alerts, the mail's parts and List-Unsubscribe headers, and the window of the next run.
import { beforeEach, afterEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { CompiledQuery, sql } from 'kysely';
import { MailOutbox } from '../../platform/mail/outbox.ts';
import type { SqlDatabase } from '../../data/sqlDatabase.ts';
import { temporaryDir } from '../../../test-support/testFiles.ts';
import { testDatabase, type TestDatabase, type TestRows } from '../../../test-support/testDatabase.ts';
import { sqliteOnly } from '../../../test-support/testEngine.ts';
import { sendAlertDigests, sinceDay } from './alertDigests.ts';
import { articleQueries } from './alertStore.ts';
import { SignedLinks, SubscriptionPaths } from './signedLinks.ts';
import { SqlSubscriptionStore } from './subscriptionStore.ts';
import { addArticleOn, addCatalogueOn } from '../../../test-support/subscriptions/engineCatalogue.ts';
import { testSecret, type TestArticle } from '../../../test-support/subscriptions/testCatalogue.ts';

const publicUrl = 'https://www.example.org';
const now = new Date('2026-11-25T08:00:00Z');
const paths = new SubscriptionPaths(new SignedLinks(testSecret), publicUrl);

interface Digest {
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: string;
}

describe('alert digests', () => {
  let made: TestDatabase;
  let db: TestRows;
  let database: SqlDatabase;
  let outbox: MailOutbox;
  let store: SqlSubscriptionStore;

  beforeEach(async () => {
    made = await testDatabase(path.join(temporaryDir('alerts'), 'alerts.sqlite'));
    db = await made.rows();
    database = db.database;
    await addCatalogueOn(database);
    outbox = new MailOutbox(database, { messageDomain: 'www.example.org' });
    store = new SqlSubscriptionStore(database, outbox);
  });
  afterEach(() => made.close());

  const addArticle = (article: TestArticle) => addArticleOn(database, article);

  const run = (options: { since?: string; at?: Date; cap?: number } = {}) =>
    sendAlertDigests({ database, outbox, publicUrl, secret: testSecret, now: options.at ?? now, ...(options.since ? { since: options.since } : {}), ...(options.cap ? { capPerGroup: options.cap } : {}) });
  const digests = () => db.all(sql<Digest>`SELECT recipient, subject, text_body, html_body, headers FROM mail_outbox WHERE kind = 'alert-digest' ORDER BY id`);
  const follow = (email: string, journals: string[], topics: string[] = []) => store.replace(email, journals, topics, now);

  test('each verified reader gets one digest of their new articles, and a second run sends none of them again', async () => {
    await follow('ann@example.org', ['ocean-science']);
    await follow('bob@example.org', ['cells-and-development', 'ocean-science']);
    await addArticle({ doi: '10.1/o1', journal: 'ocean-science', publishedAt: '2026-11-24', title: 'Tides and <b>storms</b>' });
    await addArticle({ doi: '10.1/c1', journal: 'cells-and-development', publishedAt: '2026-11-23' });
    await addArticle({ doi: '10.1/old', journal: 'ocean-science', publishedAt: '2026-10-01' });
    await addArticle({ doi: '10.1/future', journal: 'ocean-science', publishedAt: '2026-12-30' });

    const first = await run({ since: '2026-11-20' });
    assert.deepEqual({ ...first, runId: 0 }, { runId: 0, since: '2026-11-20', subscribersChecked: 2, subscribersMailed: 2, articles: 3, deliveriesPruned: 0 });
    const mails = await digests();
    assert.deepEqual(mails.map((mail) => mail.recipient), ['ann@example.org', 'bob@example.org']);
    assert.match(mails[0]!.text_body, /Tides and <b>storms<\/b>/);
    assert.match(mails[0]!.html_body, /Tides and &#60;b&#62;storms&#60;\/b&#62;/, 'titles are escaped in HTML');
    assert.doesNotMatch(mails[0]!.text_body, /10\.1\/old|future/);
    assert.match(mails[1]!.text_body, /Cells and Development[\s\S]*Ocean Science/);

    const second = await run({ since: '2026-11-20' });
    assert.equal(second.subscribersMailed, 0);
    assert.equal((await digests()).length, 2);

    await addArticle({ doi: '10.1/o2', journal: 'ocean-science', publishedAt: '2026-11-25' });
    const third = await run({ since: '2026-11-20' });
    assert.equal(third.articles, 2);
    const newest = (await digests()).slice(2);
    assert.equal(newest.length, 2);
    for (const mail of newest) {
      assert.match(mail.text_body, /10\.1\/o2|An article 10\.1\/o2/);
      assert.doesNotMatch(mail.text_body, /10\.1\/o1/);
    }
    const delivered = await db.get(sql<{ n: number; d: number }>`SELECT count(*) AS n, count(DISTINCT subscriber_id || doi) AS d FROM alert_deliveries`);
    assert.deepEqual({ ...delivered }, { n: 5, d: 5 });
  });

  test('an unverified subscriber gets nothing, until their link is followed', async () => {
    let requestKey = '';
    await store.request({
      email: 'pending@example.org',
      journals: ['ocean-science'],
      topics: [],
      now,
      expiresAt: new Date(now.getTime() + 86_400_000),
      mailLimit: { count: 3, windowMs: 3_600_000 },
      mail: (key) => ((requestKey = key), { kind: 'subscription-verify', to: 'pending@example.org', subject: 'Confirm', text: 'x' }),
    });
    await addArticle({ doi: '10.1/o1', journal: 'ocean-science', publishedAt: '2026-11-24' });
    assert.equal((await run({ since: '2026-11-20' })).subscribersMailed, 0);
    assert.equal((await digests()).length, 0);
    await store.confirm(requestKey, now);
    assert.equal((await run({ since: '2026-11-20' })).subscribersMailed, 1);
  });

  test('a digest has text and HTML, one-click List-Unsubscribe headers and a signed link per journal', async () => {
    await follow('ann@example.org', ['ocean-science']);
    await addArticle({ doi: '10.1/o1', journal: 'ocean-science', publishedAt: '2026-11-24', authors: ['Ann Lee', 'Bo Chen', 'Cy Diaz', 'Di Eve'] });
    await run({ since: '2026-11-20' });
    const [mail] = await digests();
    assert.ok(mail);
    assert.equal(mail.subject, '1 new article in Ocean Science');
    const headers = JSON.parse(mail.headers) as Record<string, string>;
    assert.equal(headers['List-Unsubscribe'], `<${publicUrl}${paths.oneClick('ann@example.org', await store.linkSecret('ann@example.org'))}>`);
    assert.equal(headers['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click');
    for (const body of [mail.text_body, mail.html_body]) {
      assert.ok(body.includes(`${publicUrl}/2000-0002/12/3/101o1`), 'the article on the site');
      assert.ok(body.includes('Ann Lee, Bo Chen, Cy Diaz et al.'));
      assert.ok(body.includes(`${publicUrl}${paths.journalUnsubscribe('ann@example.org', 'ocean-science', await store.linkSecret('ann@example.org'))}`));
      assert.ok(body.includes(`${publicUrl}${paths.manage('ann@example.org', await store.linkSecret('ann@example.org'))}`.replace('&', body === mail.html_body ? '&#38;' : '&')));
    }
    assert.match(mail.html_body, /^<!doctype html>/);
  });

  test('a topic digest lists its articles once and offers the alerts of journals the reader does not follow', async () => {
    await follow('ann@example.org', ['cells-and-development'], ['cell-signalling']);
    await addArticle({ doi: '10.1/both', journal: 'cells-and-development', topic: 'cell-signalling', publishedAt: '2026-11-24' });
    await addArticle({ doi: '10.1/topic', journal: 'ocean-science', topic: 'cell-signalling', publishedAt: '2026-11-24' });
    const report = await run({ since: '2026-11-20' });
    assert.equal(report.articles, 2);
    const [mail] = await digests();
    assert.ok(mail);
    assert.equal(mail.text_body.split('An article 10.1/both').length, 2, 'listed once');
    assert.match(mail.text_body, /Topic: Cell Signalling[\s\S]*An article 10\.1\/topic/);
    assert.ok(mail.text_body.includes(`Get Ocean Science's table of contents by email: ${publicUrl}${paths.journalSubscribe('ann@example.org', 'ocean-science', await store.linkSecret('ann@example.org'))}`));
    assert.ok(!mail.text_body.includes("Get Cells and Development's table of contents"), 'not for a journal already followed');
  });

  test('a digest lists at most the cap per journal, then "and N more" with the journal\'s most recent page', async () => {
    await follow('ann@example.org', ['ocean-science']);
    for (let index = 1; index <= 5; index += 1) await addArticle({ doi: `10.1/o${index}`, journal: 'ocean-science', publishedAt: `2026-11-2${index}` });
    const report = await run({ since: '2026-11-20', cap: 2 });
    assert.equal(report.articles, 2);
    const [mail] = await digests();
    assert.ok(mail);
    assert.match(mail.text_body, /An article 10\.1\/o5[\s\S]*An article 10\.1\/o4/, 'newest first');
    assert.ok(mail.text_body.includes(`... and 3 more new articles: ${publicUrl}/journal/ocean-science/most-recent`));
    assert.equal(mail.subject, '5 new articles in Ocean Science');
  });

  test('deliveries older than the look-back are forgotten after a run, and an earlier --since is brought to the look-back, so none of their articles comes again', async () => {
    await follow('ann@example.org', ['ocean-science']);
    // Delivered in a run in June (published then); another article came out last week.
    await addArticle({ doi: '10.1/old', journal: 'ocean-science', publishedAt: '2026-06-01' });
    await addArticle({ doi: '10.1/recent', journal: 'ocean-science', publishedAt: '2026-11-20' });
    const june = await run({ since: '2026-05-30', at: new Date('2026-06-02T08:00:00Z') });
    assert.equal(june.articles, 1);
    assert.equal(june.deliveriesPruned, 0);

    // Today's run, asked to look back to May: it starts 90 days back, sends last week's article
    // only, and forgets June's delivery, whose article no window can reach any more.
    const today = await run({ since: '2026-05-01' });
    assert.equal(today.since, '2026-08-27');
    assert.equal(today.askedSince, '2026-05-01');
    assert.equal(today.articles, 1);
    assert.equal(today.deliveriesPruned, 1);
    assert.deepEqual((await db.all(sql<{ doi: string }>`SELECT doi FROM alert_deliveries ORDER BY doi`)).map((row) => row.doi), ['10.1/recent']);
    const again = await run({ since: '2026-01-01' });
    assert.equal(again.articles, 0, 'neither article comes again, the forgotten one included');
    assert.equal(again.deliveriesPruned, 0);
  });

  test('without --since a run starts where the last one started, and the first looks back a week', async () => {
    assert.equal(sinceDay(undefined, null, now), '2026-11-18');
    assert.equal(sinceDay('2026-11-01', '2026-11-20T00:00:00Z', now), '2026-11-01');
    assert.equal(sinceDay(new Date('2026-11-02T23:00:00Z'), null, now), '2026-11-02');
    assert.throws(() => sinceDay('last tuesday', null, now), /not a date such as 2026-11-01/);
    assert.throws(() => sinceDay('2026-02-31', null, now), /not a date/);
    const first = await run();
    assert.equal(first.since, '2026-11-18');
    const second = await run({ at: new Date('2026-12-02T08:00:00Z') });
    assert.equal(second.since, '2026-11-25');
    const runs = await db.all(sql<{ since: string; finished: number }>`SELECT since, CASE WHEN finished_at IS NULL THEN 0 ELSE 1 END AS finished FROM alert_runs ORDER BY id`);
    assert.deepEqual(runs.map((row) => ({ ...row })), [
      { since: '2026-11-18', finished: 1 },
      { since: '2026-11-25', finished: 1 },
    ]);
  });

  test(
    "the article queries use the catalogue's indexes",
    sqliteOnly("it reads SQLite's query plan (PostgreSQL's planner chooses among the indexes by the table's statistics, which a handful of rows cannot show)"),
    async () => {
      const plan = async (query: (typeof articleQueries)['inJournal']) => {
        const compiled = query({ key: 'x', subscriberId: 1, window: { since: '2026-01-01', until: '2026-02-01' } }, 101).compile(database.db);
        const { rows } = await database.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${compiled.sql}`, [...compiled.parameters]));
        return rows.map((row) => row.detail).join('\n');
      };
      const inJournal = await plan(articleQueries.inJournal);
      // The window's ids from the journal's articles by date and from the imported ones, then each read by its id.
      assert.match(inJournal, /SEARCH articles USING COVERING INDEX articles_journal_published \(journal_id=\? AND published_at>\? AND published_at<\?\)/);
      assert.match(inJournal, /SEARCH articles USING (COVERING )?INDEX articles_imported/);
      assert.doesNotMatch(inJournal, /SEARCH articles USING INDEX articles_journal \(journal_id=\?\)$/m);
      assert.match(await plan(articleQueries.inTopic), /SEARCH a USING INDEX articles_topic/);
    },
  );
});
