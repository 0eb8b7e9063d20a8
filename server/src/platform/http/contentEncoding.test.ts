// The one rule by which pages, kept JSON answers and sitemaps choose their encoding.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { preferredEncoding } from './contentEncoding.ts';

test("the reader's q-values choose; brotli on a tie or for *; q=0 refuses, by name whatever * says; x-gzip is gzip; case does not matter", () => {
  const both = (header: string | undefined) => preferredEncoding(header, ['br', 'gzip']);
  assert.equal(both('gzip, deflate, br, zstd'), 'br');
  assert.equal(both('gzip;q=1, br;q=0.5'), 'gzip');
  assert.equal(both('br;q=0, gzip'), 'gzip');
  assert.equal(both('*'), 'br', 'any encoding: our first choice');
  assert.equal(both('x-gzip'), 'gzip');
  assert.equal(both('gzip;q=0, *'), 'br', 'gzip refused by name stays refused');
  assert.equal(preferredEncoding('gzip;q=0, *', ['gzip']), null);
  assert.equal(both('BR, GZIP'), 'br');
  for (const header of [undefined, '', 'deflate', 'identity', 'br;q=0, gzip;q=0']) assert.equal(both(header), null, String(header));
  assert.equal(preferredEncoding('br', ['gzip']), null, 'only what we send');
  assert.equal(preferredEncoding('gzip;q=0.0', ['gzip']), null);
});
