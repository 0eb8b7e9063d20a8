// The parts of release delivery that need no server: preview tokens, canary buckets, the preview notice.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PreviewTokens } from './previewTokens.ts';
import { BucketDeck } from './bucketDeck.ts';
import { withPreviewNotice } from './previewNotice.ts';
import { parseBucket } from './readerChoice.ts';

describe('preview tokens', () => {
  const tokens = new PreviewTokens('a key of sixteen characters or more');
  const expiresAt = new Date(Date.now() + 3600_000);

  test('a signed token reads back as its grant, to the second', () => {
    const grant = tokens.read(tokens.sign({ app: 'mf-search', build: 'abc123def456', expiresAt }));
    assert.ok(typeof grant !== 'string');
    assert.equal(grant.app, 'mf-search');
    assert.equal(grant.build, 'abc123def456');
    assert.equal(grant.expiresAt.getTime(), Math.floor(expiresAt.getTime() / 1000) * 1000);
  });

  test('a changed, cut, foreign or expired token is refused', () => {
    const token = tokens.sign({ app: 'mf-search', build: 'abc123def456', expiresAt });
    assert.equal(tokens.read(token.replace('mf-search', 'mf-journal')), 'invalid');
    assert.equal(tokens.read(token.replace('abc123', 'abc124')), 'invalid');
    assert.equal(tokens.read(token.slice(0, -2)), 'invalid');
    assert.equal(tokens.read(''), 'invalid');
    assert.equal(tokens.read('.'), 'invalid');
    assert.equal(new PreviewTokens('another key of sixteen characters').read(token), 'invalid');
    assert.equal(tokens.read(token, new Date(expiresAt.getTime() + 1000)), 'expired');
    assert.throws(() => tokens.sign({ app: 'mf-search', build: '../etc', expiresAt }), /not a build id/);
  });
});

test('every hundred new readers hold every canary bucket once', () => {
  const deck = new BucketDeck();
  for (let round = 0; round < 3; round += 1) {
    const buckets = Array.from({ length: 100 }, () => deck.next());
    assert.deepEqual([...buckets].sort((a, b) => a - b), Array.from({ length: 100 }, (_, index) => index));
  }
  assert.equal(parseBucket('07'), 7);
  assert.equal(parseBucket('99'), 99);
  for (const bad of ['100', '-1', 'x', '', undefined, '1.5']) assert.equal(parseBucket(bad), undefined, String(bad));
});

test('a previewing browser’s page names the build and can end the preview, outside the app root', () => {
  const template = '<!doctype html><html><head></head><body class="x">\n<div id="root"></div></body></html>';
  assert.equal(withPreviewNotice(template, undefined), template);
  const page = withPreviewNotice(template, { app: 'mf-search', build: 'abc123def456' });
  assert.match(page, /<body class="x"><div data-release-preview="mf-search@abc123def456" role="status"/);
  assert.match(page, /Preview: mf-search build <code>abc123def456<\/code>/);
  assert.match(page, /<form method="post" action="\/api\/releases\/preview\/end"/);
  assert.ok(page.indexOf('data-release-preview') < page.indexOf('id="root"'));
});
