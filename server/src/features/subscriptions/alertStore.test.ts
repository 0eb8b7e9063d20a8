// The alert job's records on each engine, over a small catalogue: runs, the verified readers
// who follow something a page at a time, what each follows, their undelivered articles (newest first,
// capped, the rest counted), deliveries recorded once, and two runs at the same moment on two server
// copies never sending a reader an article twice.
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { MailOutbox } from '../../platform/mail/outbox.ts';
import type { SqlDatabase } from '../../data/sqlDatabase.ts';
import { engineTest } from '../../../test-support/engines.ts';
import { sendAlertDigests } from './alertDigests.ts';
import { AlertStore } from './alertStore.ts';
import { addArticleOn, addCatalogueOn } from '../../../test-support/subscriptions/engineCatalogue.ts';
import { SqlSubscriptionStore } from './subscriptionStore.ts';
import { testSecret } from '../../../test-support/subscriptions/testCatalogue.ts';

const now = new Date('2026-11-25T08:00:00.000Z');
const window = { since: '2026-11-20', until: '2026-11-26' };

async function readersOn(database: SqlDatabase): Promise<SqlSubscriptionStore> {
  await addCatalogueOn(database);
  return new SqlSubscriptionStore(database, new MailOutbox(database, { messageDomain: 'www.example.org' }));
}

const idOf = async (database: SqlDatabase, email: string) =>
  Number((await sql<{ id: number }>`SELECT id FROM subscribers WHERE email = ${email}`.execute(database.db)).rows[0]?.id);

engineTest('runs are recorded with numbers; the readers to mail come a page at a time, verified and following something', async ({ open }) => {
  const database = await open();
  const readers = await readersOn(database);
  const alerts = new AlertStore(database);
  assert.equal(await alerts.lastRunStartedAt(), null);
  const first = await alerts.startRun('2026-11-18', now);
  assert.equal(typeof first, 'number');
  assert.equal(await alerts.lastRunStartedAt(), null, 'not before it finishes');
  await alerts.finishRun(first, new Date(now.getTime() + 1000), 3, 7);
  const second = await alerts.startRun('2026-11-25', new Date('2026-12-02T08:00:00.000Z'));
  assert.ok(second > first);
  assert.equal(await alerts.lastRunStartedAt(), now.toISOString());
  const { rows } = await sql<{ subscribers_mailed: number; articles_sent: number }>`SELECT subscribers_mailed, articles_sent FROM alert_runs WHERE id = ${first}`.execute(database.db);
  assert.deepEqual({ ...rows[0] }, { subscribers_mailed: 3, articles_sent: 7 });

  for (const email of ['a@example.org', 'b@example.org', 'c@example.org', 'd@example.org']) await readers.replace(email, ['ocean-science'], [], now);
  await readers.replace('topic@example.org', [], ['cell-signalling'], now);
  await readers.replace('nothing@example.org', [], [], now);
  await readers.request({
    email: 'unverified@example.org',
    journals: ['ocean-science'],
    topics: [],
    now,
    expiresAt: new Date(now.getTime() + 86_400_000),
    mailLimit: { count: 1, windowMs: 1 },
    mail: () => ({ kind: 'subscription-verify', to: 'unverified@example.org', subject: 'Confirm', text: 'x' }),
  });
  const page1 = await alerts.subscribers(0, 3);
  assert.deepEqual(page1.map((reader) => reader.email), ['a@example.org', 'b@example.org', 'c@example.org']);
  assert.ok(page1.every((reader) => typeof reader.id === 'number'));
  const page2 = await alerts.subscribers(page1.at(-1)!.id, 3);
  assert.deepEqual(page2.map((reader) => reader.email), ['d@example.org', 'topic@example.org']);
  assert.deepEqual(await alerts.subscribers(page2.at(-1)!.id, 3), []);

  assert.deepEqual(await alerts.followed(await idOf(database, 'topic@example.org')), { journals: [], topics: [{ identifier: 'cell-signalling', name: 'Cell Signalling' }] });
  await readers.replace('a@example.org', ['ocean-science', 'cells-and-development', 'no-such-journal'], [], now);
  assert.deepEqual((await alerts.followed(await idOf(database, 'a@example.org'))).journals, [
    { nameSystem: 'cells-and-development', name: 'Cells and Development' },
    { nameSystem: 'ocean-science', name: 'Ocean Science' },
  ]);
});

engineTest('a reader\u2019s new articles come newest first, capped with the rest counted, and delivered ones never again', async ({ open }) => {
  const database = await open();
  const readers = await readersOn(database);
  const alerts = new AlertStore(database);
  await readers.replace('ann@example.org', ['ocean-science'], ['cell-signalling'], now);
  const ann = await idOf(database, 'ann@example.org');
  for (let day = 1; day <= 5; day += 1) await addArticleOn(database, { doi: `10.1/o${day}`, journal: 'ocean-science', publishedAt: `2026-11-2${day}` });
  // Two on one day: the later row first.
  await addArticleOn(database, { doi: '10.1/o5b', journal: 'ocean-science', publishedAt: '2026-11-25' });
  await addArticleOn(database, { doi: '10.1/old', journal: 'ocean-science', publishedAt: '2026-11-19' });
  await addArticleOn(database, { doi: '10.1/t1', journal: 'cells-and-development', topic: 'cell-signalling', publishedAt: '2026-11-22', authors: ['Cy Diaz'] });

  const found = await alerts.newInJournal(ann, 'ocean-science', window, 3);
  assert.deepEqual(found.articles.map((article) => article.doi), ['10.1/o5b', '10.1/o5', '10.1/o4']);
  assert.equal(found.more, 3);
  assert.deepEqual(found.articles[0], {
    doi: '10.1/o5b',
    title: 'An article 10.1/o5b',
    authors: ['Ann Lee', 'Bo Chen'],
    journal: { nameSystem: 'ocean-science', name: 'Ocean Science' },
    path: '/2000-0002/12/3/101o5b',
    publishedAt: '2026-11-25',
  });
  assert.deepEqual(await alerts.newInJournal(ann, 'ocean-science', window, 10).then((all) => [all.articles.length, all.more]), [6, 0]);
  const topic = await alerts.newInTopic(ann, 'cell-signalling', window, 10);
  assert.deepEqual(topic.articles.map((article) => [article.doi, article.journal.nameSystem, article.authors]), [['10.1/t1', 'cells-and-development', ['Cy Diaz']]]);

  const run = await alerts.startRun(window.since, now);
  await database.write((tx) => alerts.recordDeliveries(ann, ['10.1/o5b', '10.1/o5', '10.1/o4'], run, now, tx));
  await alerts.recordDeliveries(ann, ['10.1/o4'], run, now);
  const { rows } = await sql<{ n: number; run_id: number }>`SELECT count(*) AS n, max(run_id) AS run_id FROM alert_deliveries`.execute(database.db);
  assert.deepEqual({ n: Number(rows[0]?.n), run_id: rows[0]?.run_id }, { n: 3, run_id: run }, 'each delivery once');
  const rest = await alerts.newInJournal(ann, 'ocean-science', window, 2);
  assert.deepEqual([rest.articles.map((article) => article.doi), rest.more], [['10.1/o3', '10.1/o2'], 1]);
  const other = await readers.replace('bo@example.org', ['ocean-science'], [], now).then(() => idOf(database, 'bo@example.org'));
  assert.equal((await alerts.newInJournal(other, 'ocean-science', window, 10)).articles.length, 6, 'another reader\u2019s deliveries are their own');
});

engineTest('two alert runs at the same moment on two server copies send each reader each article once', async ({ open }) => {
  const database = await open();
  const readers = await readersOn(database);
  const otherCopy = await open();
  for (let index = 0; index < 6; index += 1) await readers.replace(`reader${index}@example.org`, ['ocean-science', 'cells-and-development'], ['cell-signalling'], now);
  for (let day = 1; day <= 4; day += 1) {
    await addArticleOn(database, { doi: `10.1/o${day}`, journal: 'ocean-science', publishedAt: `2026-11-2${day}` });
    await addArticleOn(database, { doi: `10.1/c${day}`, journal: 'cells-and-development', topic: 'cell-signalling', publishedAt: `2026-11-2${day}` });
  }
  const runOn = (copy: SqlDatabase) =>
    sendAlertDigests({ database: copy, outbox: new MailOutbox(copy, { messageDomain: 'www.example.org' }), publicUrl: 'https://www.example.org', secret: testSecret, now, since: window.since });
  const reports = await Promise.all([runOn(database), runOn(otherCopy), runOn(database), runOn(otherCopy)]);
  assert.equal(reports.reduce((sum, report) => sum + report.subscribersMailed, 0), 6, 'one digest per reader between the runs');
  assert.equal(reports.reduce((sum, report) => sum + report.articles, 0), 6 * 8);
  const { rows: mail } = await sql<{ recipient: string; n: number }>`SELECT recipient, count(*) AS n FROM mail_outbox WHERE kind = 'alert-digest' GROUP BY recipient ORDER BY recipient`.execute(
    database.db,
  );
  assert.deepEqual(mail.map((row) => [row.recipient, Number(row.n)]), Array.from({ length: 6 }, (_, index) => [`reader${index}@example.org`, 1]));
  const { rows: deliveries } = await sql<{ n: number }>`SELECT count(*) AS n FROM alert_deliveries`.execute(database.db);
  assert.equal(Number(deliveries[0]?.n), 6 * 8);
  const { rows: runs } = await sql<{ n: number }>`SELECT count(*) AS n FROM alert_runs WHERE finished_at IS NOT NULL`.execute(database.db);
  assert.equal(Number(runs[0]?.n), 4);
});
