// The old-version link (spec 1, 7.1): the banner's script gets JSON and reloads; a browser without
// scripts follows the link and is sent back to its page with the preference set.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { platformApp } from '../../../test-support/platformFixture.ts';

describe('the old-version preference', () => {
  let app: FastifyInstance;
  let publicUrl = '';
  before(async () => {
    ({ app, config: { publicUrl } } = await platformApp());
  });
  after(() => app.close());

  const cookieSet = (headers: Record<string, unknown>) => {
    const [pair, ...attributes] = String(headers['set-cookie']).split('; ');
    assert.equal(pair, 'old_version=1');
    assert.deepEqual(attributes.sort(), ['Max-Age=31536000', 'Path=/', 'SameSite=Lax']);
  };

  test("the banner's script gets JSON and the cookie", async () => {
    const answer = await app.inject({ url: '/api/set-old-version', headers: { accept: 'application/json', 'sec-fetch-mode': 'cors' } });
    assert.equal(answer.statusCode, 200);
    assert.deepEqual(answer.json(), { ok: true });
    cookieSet(answer.headers);
  });

  test('a browser without scripts is sent back to the page it was on, with the preference set', async () => {
    const answer = await app.inject({ url: '/api/set-old-version', headers: { accept: 'text/html,*/*', 'sec-fetch-mode': 'navigate', referer: `${publicUrl}/journal/life-sciences/most-cited?range=1y` } });
    assert.equal(answer.statusCode, 303);
    assert.equal(answer.headers.location, '/journal/life-sciences/most-cited?range=1y');
    assert.equal(answer.headers['cache-control'], 'no-store');
    cookieSet(answer.headers);
    // An older browser without Sec-Fetch headers is known by what it accepts.
    const older = await app.inject({ url: '/api/set-old-version', headers: { accept: 'text/html', referer: `${publicUrl}/about` } });
    assert.equal(older.statusCode, 303);
    assert.equal(older.headers.location, '/about');
  });

  test('back to this site only: a link from another site, or none, leads to the home page', async () => {
    for (const referer of ['https://elsewhere.example/page', `${publicUrl}//evil.example/x`, undefined]) {
      const answer = await app.inject({ url: '/api/set-old-version', headers: { accept: 'text/html', 'sec-fetch-mode': 'navigate', ...(referer ? { referer } : {}) } });
      assert.equal(answer.statusCode, 303, String(referer));
      assert.equal(answer.headers.location, '/', String(referer));
    }
  });
});
