// Signed subscription links: one key per purpose, address and journal; confirmation hashes that expire
// and do not survive a changed character; addresses in URLs as base64url.
import { createHmac } from 'node:crypto';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SignedLinks, SubscriptionPaths, VERIFY_TTL_MS, canonicalEmail, decodeEmail, encodeEmail } from './signedLinks.ts';

const links = new SignedLinks('a-secret-of-enough-length');

test('a key opens only its own purpose, address and journal', () => {
  const key = links.key('journal-unsubscribe', 'ann@example.org', 'ocean-science', 'ann-secret');
  assert.ok(links.checkKey('journal-unsubscribe', 'ann@example.org', key, 'ocean-science', 'ann-secret'));
  assert.ok(links.checkKey('journal-unsubscribe', ' Ann@Example.ORG ', key, 'ocean-science', 'ann-secret'), 'the same mailbox however typed');
  assert.equal(links.checkKey('journal-subscribe', 'ann@example.org', key, 'ocean-science', 'ann-secret'), false);
  assert.equal(links.checkKey('journal-unsubscribe', 'bob@example.org', key, 'ocean-science', 'ann-secret'), false);
  assert.equal(links.checkKey('journal-unsubscribe', 'ann@example.org', key, 'cells-and-development', 'ann-secret'), false);
  assert.equal(links.checkKey('journal-unsubscribe', 'ann@example.org', key.slice(0, -1), 'ocean-science', 'ann-secret'), false);
  assert.equal(links.checkKey('journal-unsubscribe', 'ann@example.org', '', 'ocean-science', 'ann-secret'), false);
  assert.equal(links.checkKey('journal-unsubscribe', 'ann@example.org', key, 'ocean-science', 'a-new-secret'), false, 'a new link secret voids the key');
  assert.equal(links.checkKey('journal-unsubscribe', 'ann@example.org', key, 'ocean-science', ''), false);
  assert.notEqual(new SignedLinks('another-secret-of-length').key('manage', 'ann@example.org', '', ''), links.key('manage', 'ann@example.org', '', ''));
  // An address without a link secret (no subscriber yet, or one from before them) signs as links always did.
  assert.equal(links.key('manage', 'ann@example.org', '', ''), createHmac('sha256', 'a-secret-of-enough-length').update('subscriptions\nmanage\nann@example.org\n').digest('base64url'));
  assert.throws(() => new SignedLinks('short'), /16 characters/);
});

test('a confirmation hash names its request until it expires, and a changed character spoils it', () => {
  const now = new Date('2026-11-20T10:00:00Z');
  const hash = links.verifyHash('r4nd0mKey_-', new Date(now.getTime() + VERIFY_TTL_MS));
  // 17 bytes of payload: its last base64url character has spare bits.
  const odd = links.verifyHash('r4nd0mKey_', new Date(now.getTime() + VERIFY_TTL_MS));
  for (const [index, variant] of [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'].entries()) {
    const at = odd.length - 44;
    const changed = `${odd.slice(0, at)}${variant}${odd.slice(at + 1)}`;
    if (changed !== odd) assert.equal(links.readVerifyHash(changed, now), 'invalid', `variant ${index}`);
  }
  assert.match(hash, /^[A-Za-z0-9_-]+$/);
  assert.deepEqual(links.readVerifyHash(hash, now), { requestKey: 'r4nd0mKey_-' });
  assert.deepEqual(links.readVerifyHash(hash, new Date(now.getTime() + VERIFY_TTL_MS - 60_000)), { requestKey: 'r4nd0mKey_-' });
  assert.equal(links.readVerifyHash(hash, new Date(now.getTime() + VERIFY_TTL_MS + 1000)), 'expired');
  for (let index = 0; index < hash.length; index += 1) {
    const changed = `${hash.slice(0, index)}${hash[index] === 'x' ? 'y' : 'x'}${hash.slice(index + 1)}`;
    assert.equal(links.readVerifyHash(changed, now), 'invalid', `character ${index}`);
  }
  for (const bad of ['', 'abc', hash.slice(1), `${hash}A`, `${hash.slice(0, 10)}/${hash.slice(11)}`]) assert.equal(links.readVerifyHash(bad, now), 'invalid');
  // A key of another purpose is no signature of a hash.
  assert.equal(links.readVerifyHash(`${Buffer.from('r4nd0mKey_-:zzzzzz').toString('base64url')}${links.key('manage', 'r4nd0mKey_-:zzzzzz', '', '')}`, now), 'invalid');
});

test('addresses travel as base64url and come back as the canonical address', () => {
  const encoded = encodeEmail('Ann.Lee+alerts@Example.org');
  assert.match(encoded, /^[A-Za-z0-9_-]+$/);
  assert.equal(decodeEmail(encoded), 'ann.lee+alerts@example.org');
  assert.equal(decodeEmail('Ann@Example.org'), 'ann@example.org', 'an address as typed is read too');
  assert.equal(canonicalEmail(' A@B.ORG '), 'a@b.org');
  for (const bad of [undefined, '', 'not base64!', encodeEmail('a@b.org').slice(0, 4), Buffer.from('no address').toString('base64url'), 'A'.repeat(500)]) {
    assert.equal(decodeEmail(bad), null, String(bad));
  }
});

test('the paths of the pages and the one-click address, signed with the subscriber\'s link secret', () => {
  const paths = new SubscriptionPaths(links, 'https://www.example.org/');
  const email = 'ann@example.org';
  const secret = 'ann-secret';
  assert.equal(paths.manage(email, secret), `/unsub/managesubscriptions?email=${encodeEmail(email)}&key=${links.key('manage', email, '', secret)}`);
  assert.equal(paths.journalSubscribe(email, 'ocean-science', secret), `/subscribe_ri_email/${encodeEmail(email)}/${links.key('journal-subscribe', email, 'ocean-science', secret)}/ocean-science`);
  assert.equal(paths.journalUnsubscribe(email, 'ocean-science', secret), `/unsub_release_email/${encodeEmail(email)}/${links.key('journal-unsubscribe', email, 'ocean-science', secret)}/ocean-science`);
  assert.equal(paths.absolute(paths.oneClick(email, secret)), `https://www.example.org/api/subscriptions/one-click?e=${encodeEmail(email)}&k=${links.key('one-click', email, '', secret)}`);
  assert.notEqual(paths.manage(email, secret), paths.manage(email, 'rotated'));
});
