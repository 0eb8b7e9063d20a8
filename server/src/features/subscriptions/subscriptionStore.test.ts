// The subscription store on each engine, over a small catalogue: a request stored with its
// mail or not at all and mailed at most so often per address (also when two server copies take
// requests at the same moment), confirmed once, changed from signed links, one-click unsubscribe, and
// addresses matched whatever their case.
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { MailOutbox, type OutgoingMail } from '../../platform/mail/outbox.ts';
import type { SqlDatabase } from '../../data/sqlDatabase.ts';
import { engineTest } from '../../../test-support/engines.ts';
import { addCatalogueOn } from '../../../test-support/subscriptions/engineCatalogue.ts';
import { SqlSubscriptionStore, type NewRequest } from './subscriptionStore.ts';

/** A state as the reader sees it: the link secret (checked on its own) left out. */
function withoutSecret<State extends { linkSecret: string } | null>(state: State): Omit<NonNullable<State>, 'linkSecret'> | null {
  if (state === null) return null;
  const { linkSecret, ...rest } = state;
  assert.equal(typeof linkSecret, 'string');
  return rest;
}

const now = new Date('2026-11-25T08:00:00.000Z');
const ocean = { nameSystem: 'ocean-science', name: 'Ocean Science' };
const cells = { nameSystem: 'cells-and-development', name: 'Cells and Development' };
const signalling = { identifier: 'cell-signalling', name: 'Cell Signalling' };

async function storeOn(database: SqlDatabase): Promise<SqlSubscriptionStore> {
  return new SqlSubscriptionStore(database, new MailOutbox(database, { messageDomain: 'www.example.org' }));
}

function requestOf(email: string, more: Partial<NewRequest> = {}): NewRequest {
  return {
    email,
    journals: ['ocean-science'],
    topics: ['cell-signalling'],
    now,
    expiresAt: new Date(now.getTime() + 86_400_000),
    mailLimit: { count: 2, windowMs: 3_600_000 },
    mail: (key): OutgoingMail => ({ kind: 'subscription-verify', to: email, subject: 'Confirm', text: key }),
    ...more,
  };
}

const mailed = async (database: SqlDatabase) =>
  (await sql<{ recipient: string; text_body: string }>`SELECT recipient, text_body FROM mail_outbox ORDER BY id`.execute(database.db)).rows.map((row) => ({ ...row }));

engineTest('the catalogue\u2019s choices, and which of the named journals and topics exist', async ({ open }) => {
  const database = await open();
  await addCatalogueOn(database);
  const store = await storeOn(database);
  assert.deepEqual(await store.choices('2026-11-25'), { journals: [cells, ocean], topics: [signalling] });
  assert.deepEqual(await store.existing(['ocean-science', 'no-such-journal'], ['cell-signalling', 'closed-topic', 'no-such-topic']), {
    journals: [ocean],
    topics: [{ identifier: 'closed-topic', name: 'A Closed Topic' }, signalling],
  });
  assert.deepEqual(await store.existing([], []), { journals: [], topics: [] });
});

engineTest('a request is stored with its mail, confirmed once by its key, and mailed at most so often per address', async ({ open }) => {
  const database = await open();
  await addCatalogueOn(database);
  const store = await storeOn(database);
  const keys: string[] = [];
  const request = (email: string, more: Partial<NewRequest> = {}) =>
    store.request(requestOf(email, { mail: (key) => (keys.push(key), { kind: 'subscription-verify', to: email, subject: 'Confirm', text: key }), ...more }));

  assert.deepEqual(await request(' Ann@Example.org '), { mailed: true });
  assert.deepEqual(withoutSecret(await store.state('ann@example.org')), { email: 'ann@example.org', verified: false, journals: [], topics: [] }, 'nothing followed before the link is opened');
  assert.deepEqual(await request('ANN@example.org'), { mailed: true });
  assert.deepEqual(await request('ann@example.org', { journals: ['cells-and-development'] }), { mailed: false }, 'a third within the hour is kept, not mailed');
  assert.deepEqual(await mailed(database), [
    { recipient: ' Ann@Example.org ', text_body: keys[0] },
    { recipient: 'ANN@example.org', text_body: keys[1] },
  ]);
  const { rows: subscribers } = await sql<{ id: number; email: string }>`SELECT id, email FROM subscribers`.execute(database.db);
  assert.deepEqual(subscribers.map((row) => row.email), ['ann@example.org'], 'one subscriber, stored lower-cased');
  assert.equal(typeof subscribers[0]?.id, 'number');

  await assert.rejects(
    store.request(requestOf('bo@example.org', { mail: () => { throw new Error('the mail could not be made'); } })),
    /could not be made/,
  );
  assert.equal((await sql<{ n: number }>`SELECT count(*) AS n FROM subscription_requests`.execute(database.db)).rows[0]?.n, 3, 'nothing stored for the failed one');
  assert.deepEqual(withoutSecret(await store.state('bo@example.org')), { email: 'bo@example.org', verified: false, journals: [], topics: [] });

  // The third request's key was never mailed; the first is opened twice.
  const { rows: third } = await sql<{ request_key: string }>`SELECT request_key FROM subscription_requests WHERE mailed = 0`.execute(database.db);
  const expected = { email: 'ann@example.org', verified: true, journals: [ocean], topics: [signalling] };
  assert.deepEqual(withoutSecret(await store.confirm(keys[0]!, now)), expected);
  assert.deepEqual(withoutSecret(await store.confirm(keys[0]!, new Date(now.getTime() + 60_000))), expected, 'again: no change');
  assert.deepEqual(withoutSecret(await store.confirm(third[0]!.request_key, now)), { ...expected, journals: [cells, ocean] });
  assert.equal(await store.confirm('no-such-key', now), null);
  const { rows: confirmed } = await sql<{ verified_at: string }>`SELECT verified_at FROM subscribers`.execute(database.db);
  assert.equal(confirmed[0]?.verified_at, now.toISOString(), 'verified when first confirmed');

  // An hour later the address may be mailed again; expired requests are cleared as new ones come.
  const later = new Date(now.getTime() + 2 * 86_400_000);
  assert.deepEqual(await request('ann@example.org', { now: later, expiresAt: new Date(later.getTime() + 86_400_000) }), { mailed: true });
  assert.equal((await sql<{ n: number }>`SELECT count(*) AS n FROM subscription_requests`.execute(database.db)).rows[0]?.n, 1);
});

engineTest('two server copies taking requests of one new address at the same moment make one subscriber and mail no more than allowed', async ({ open }) => {
  const database = await open();
  await addCatalogueOn(database);
  const copies = [await storeOn(database), await storeOn(await open())];
  const answers = await Promise.all(
    Array.from({ length: 6 }, (_, index) => copies[index % 2]!.request(requestOf(index % 2 ? 'CY@example.org' : 'cy@example.org', { mailLimit: { count: 3, windowMs: 3_600_000 } }))),
  );
  assert.equal(answers.filter((answer) => answer.mailed).length, 3, 'three mailed, the limit');
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM subscribers`.execute(database.db);
  assert.equal(rows[0]?.n, 1);
  assert.equal((await mailed(database)).length, 3);
});

engineTest('signed links replace the whole choice, add and remove a journal, and one click unsubscribes from everything', async ({ open }) => {
  const database = await open();
  await addCatalogueOn(database);
  const store = await storeOn(database);
  const otherCopy = await storeOn(await open());
  assert.deepEqual(withoutSecret(await store.replace('Dee@Example.org', ['ocean-science', 'no-such-journal'], ['cell-signalling'], now)), {
    email: 'dee@example.org',
    verified: true,
    journals: [ocean],
    topics: [signalling],
  });
  assert.deepEqual(withoutSecret(await otherCopy.replace('dee@example.org', ['cells-and-development'], [], now)), { email: 'dee@example.org', verified: true, journals: [cells], topics: [] });
  assert.deepEqual((await store.addJournal('DEE@example.org', 'ocean-science', now)).journals, [cells, ocean]);
  assert.deepEqual((await store.addJournal('dee@example.org', 'ocean-science', now)).journals, [cells, ocean], 'twice: once');
  assert.deepEqual((await otherCopy.removeJournal('dee@example.org', 'cells-and-development')).journals, [ocean]);
  assert.deepEqual((await store.removeJournal('nobody@example.org', 'ocean-science')).journals, [], 'no subscriber: nothing to do');
  assert.deepEqual((await store.addJournal('eve@example.org', 'ocean-science', now)).verified, true, 'a signed link makes a verified subscriber');

  await store.replace('dee@example.org', ['ocean-science', 'cells-and-development'], ['cell-signalling'], now);
  await otherCopy.unsubscribeAll('DEE@EXAMPLE.ORG');
  assert.deepEqual(withoutSecret(await store.state('dee@example.org')), { email: 'dee@example.org', verified: true, journals: [], topics: [] }, 'gone on every copy at once');
  await store.unsubscribeAll('nobody@example.org');
  assert.deepEqual((await store.state('eve@example.org')).journals, [ocean], 'another reader\u2019s choice stays');

  // A journal the catalogue no longer has is still shown (by its name_system) until it is removed.
  await sql`INSERT INTO subscriber_journals (subscriber_id, name_system, subscribed_at) SELECT id, 'retired-journal', ${now.toISOString()} FROM subscribers WHERE email = 'eve@example.org'`.execute(
    database.db,
  );
  assert.deepEqual((await store.state('eve@example.org')).journals, [ocean, { nameSystem: 'retired-journal', name: 'retired-journal' }]);
});

engineTest('changes of one reader\u2019s choice made on two server copies at the same moment all complete, none refused for a deadlock', async ({ open }) => {
  const database = await open();
  await addCatalogueOn(database);
  const copies = [await storeOn(database), await storeOn(await open())];
  for (let round = 0; round < 10; round += 1) {
    await copies[0]!.replace('fay@example.org', ['ocean-science'], ['cell-signalling'], now);
    await Promise.all([
      copies[0]!.replace('fay@example.org', ['ocean-science'], [], now),
      copies[1]!.unsubscribeAll('fay@example.org'),
    ]);
    await copies[0]!.replace('fay@example.org', ['ocean-science'], ['cell-signalling'], now);
    await Promise.all([
      copies[0]!.replace('fay@example.org', ['ocean-science', 'cells-and-development'], ['cell-signalling'], now),
      copies[1]!.unsubscribeAll('fay@example.org'),
      copies[0]!.removeJournal('fay@example.org', 'ocean-science'),
      copies[1]!.addJournal('fay@example.org', 'cells-and-development', now),
    ]);
  }
  await copies[1]!.replace('fay@example.org', ['cells-and-development'], ['cell-signalling'], now);
  assert.deepEqual(withoutSecret(await copies[0]!.state('fay@example.org')), { email: 'fay@example.org', verified: true, journals: [cells], topics: [signalling] });
});
