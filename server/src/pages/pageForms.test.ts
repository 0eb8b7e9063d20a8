// Forms posted to a page's own address (scripts off), through the real server render: the action's
// answer (303 or the page again with its status), and the refusals that come before any render.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startSsrApp, type SsrFixture } from '../../test-support/ssrFixture.ts';
import { formToken } from '../../test-support/formTesting.ts';
import { platformApp } from '../../test-support/platformFixture.ts';
import { docx } from '../../test-support/testDocx.ts';
import { wordCountField } from '@oap/contracts/authorServices/wordCount.ts';
import { cookieSentAfter } from '../../test-support/cookies.ts';

describe('forms posted to pages', () => {
  let fixture: SsrFixture;
  before(async () => {
    fixture = await startSsrApp();
  });
  after(async () => {
    await fixture.close();
  });

  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    fixture.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...headers } });

  test('a form page is private and sets the token’s cookie; a refused post is the page again, its status and the reader’s values', async () => {
    const page = await fixture.app.inject({ method: 'GET', url: '/support/feedback' });
    assert.equal(page.statusCode, 200);
    assert.equal(page.headers['cache-control'], 'private, no-store');
    assert.match(String(page.headers['set-cookie']), /^oap_csrf=/);
    assert.equal(page.headers['etag'], undefined);
    const token = /name="_csrf" value="([^"]+)"/.exec(page.body)?.[1];
    assert.ok(token);
    const cookie = cookieSentAfter(page.headers['set-cookie']);

    const refused = await post('/support/feedback', new URLSearchParams({ _csrf: token, topic: 'website', message: '', email: 'reader@' }).toString(), { cookie });
    assert.equal(refused.statusCode, 400);
    assert.match(refused.body, /There are problems with 2 fields/);
    assert.match(refused.body, /value="reader@"/);
    assert.match(refused.body, /<title>Send us feedback \| Meridian Open Science<\/title>/);

    const accepted = await post('/support/feedback', new URLSearchParams({ _csrf: token, topic: 'website', message: 'Hello' }).toString(), { cookie });
    assert.equal(accepted.statusCode, 303);
    assert.match(String(accepted.headers.location), /^\/support\/feedback\?sent=FB-\d{8}-\w{6}$/);
  });

  test('a post without the token is the page again with 403 and what to do, and a fresh token', async () => {
    const { cookie } = await formToken(fixture.app);
    const answer = await post('/support/feedback', new URLSearchParams({ topic: 'website', message: 'Hello' }).toString(), { cookie });
    assert.equal(answer.statusCode, 403);
    assert.match(answer.body, /This form has expired/);
    assert.match(answer.body, /name="_csrf" value="[^"]+"/);
    assert.match(answer.body, /Hello<\/textarea>/);
  });

  test('from another site: 403 before anything is read, as a short page', async () => {
    const answer = await post('/support/feedback', 'topic=website&message=x', { origin: 'https://elsewhere.example' });
    assert.equal(answer.statusCode, 403);
    assert.match(String(answer.headers['content-type']), /^text\/html/);
    assert.match(answer.body, /sent from another website/);
  });

  test('what is not a form, an unknown address, and a page without a form are refused with a sentence', async () => {
    const json = await fixture.app.inject({ method: 'POST', url: '/support/feedback', payload: '{}', headers: { 'content-type': 'application/json', accept: 'text/html' } });
    assert.equal(json.statusCode, 415);
    assert.match(json.body, /Only forms can be sent to a page/);
    assert.equal((await post('/no/such/page/here', 'a=1')).statusCode, 404);
    const noForm = await post('/about', 'a=1');
    assert.equal(noForm.statusCode, 405);
    const api = await fixture.app.inject({ method: 'POST', url: '/api/no-such-call', payload: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    assert.equal(api.statusCode, 404);
    assert.equal(api.json().message, 'Unknown API path: POST /api/no-such-call');
  });

  test('a body over the limit is 413 as a page', async () => {
    const answer = await post('/support/feedback', `message=${'x'.repeat(300 * 1024)}`);
    assert.equal(answer.statusCode, 413);
    assert.match(answer.body, /too large/);
  });

  test('a request line in absolute form is answered for its path, on the site’s own address', async () => {
    const answer = await fixture.app.inject({ method: 'GET', url: 'http://evil.example/support' });
    assert.equal(answer.statusCode, 200);
    assert.match(answer.body, /<h1[^>]*>Help Center<\/h1>/);
    assert.doesNotMatch(answer.body, /evil\.example/);
  });
});

describe('forms posted to pages, limits', () => {
  test('each client may post 60 forms to pages in 10 minutes; then 429 with Retry-After, as a page', async () => {
    const { app } = await platformApp();
    try {
      const post = (remoteAddress: string) =>
        app.inject({ method: 'POST', url: '/about', remoteAddress, payload: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' } });
      for (let index = 0; index < 60; index += 1) assert.notEqual((await post('203.0.113.20')).statusCode, 429);
      const refused = await post('203.0.113.20');
      assert.equal(refused.statusCode, 429);
      assert.ok(Number(refused.headers['retry-after']) > 0);
      assert.match(String(refused.headers['content-type']), /^text\/html/);
      assert.match(refused.body, /Too many requests/);
      assert.notEqual((await post('203.0.113.21')).statusCode, 429);
    } finally {
      await app.close();
    }
  });

  test('a form posted to a page is counted once: its action sending it on to the API is the same post', async () => {
    const fixture = await startSsrApp({ RATE_LIMIT_SCALE: '1' });
    try {
      const { token, cookie } = await formToken(fixture.app);
      const send = () =>
        fixture.app.inject({
          method: 'POST',
          url: '/support/feedback',
          remoteAddress: '203.0.113.30',
          payload: new URLSearchParams({ _csrf: token, topic: 'website', message: 'Hello' }).toString(),
          headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        });
      // rateRules.pagePost allows 60 posts; counted again under rateRules.form (30), the 31st would be refused.
      for (let index = 0; index < 60; index += 1) assert.equal((await send()).statusCode, 303, `post ${index + 1}`);
      assert.equal((await send()).statusCode, 429);
    } finally {
      await fixture.close();
    }
  });

  test('a form an action makes of its own (the word count of an uploaded file) is counted under its own rule', async () => {
    const fixture = await startSsrApp({ RATE_LIMIT_SCALE: '1' });
    try {
      const manuscript = docx(['Coral reef recovery', 'Larvae settle on reef rock after bleaching.']);
      const send = () => {
        const form = new FormData();
        form.append(wordCountField, new File([manuscript as Uint8Array<ArrayBuffer>], 'paper.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }));
        const request = new Request('http://localhost/', { method: 'POST', body: form });
        return request.arrayBuffer().then((body) =>
          fixture.app.inject({
            method: 'POST',
            url: '/authors/step/word-count',
            remoteAddress: '203.0.113.40',
            payload: Buffer.from(body),
            headers: { 'content-type': request.headers.get('content-type')!, accept: 'text/html' },
          }),
        );
      };
      // wordCountRateRule allows 30 counts in 10 minutes; the page posts themselves allow 60.
      for (let index = 0; index < 30; index += 1) assert.equal((await send()).statusCode, 200, `post ${index + 1}`);
      const refused = await send();
      assert.equal(refused.statusCode, 429);
      assert.match(refused.body, /Too many requests/);
    } finally {
      await fixture.close();
    }
  });

  test('nobody outside can hand a form over as a page’s own call does', async () => {
    const { app } = await platformApp();
    try {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/forms/feedback',
        payload: 'topic=website&message=Hello',
        headers: { 'content-type': 'application/x-oap-handed-form', 'x-oap-in-process-call': '00000000-0000-4000-8000-000000000000' },
      });
      assert.equal(answer.statusCode, 415);
      assert.match(answer.json().message, /Send a form as a browser does/);
    } finally {
      await app.close();
    }
  });

  test('a malformed multipart body posted to a form page is a 400 with a sentence, before any render', async () => {
    const { app } = await platformApp();
    try {
      const truncated = '--XyZ\r\nContent-Disposition: form-data; name="message"\r\n\r\nHello, this part never end';
      const bodies: Array<[string, string]> = [
        ['multipart/form-data', truncated],
        ['multipart/form-data; boundary=XyZ', truncated],
        ['multipart/form-data; boundary=other', '--XyZ\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--XyZ--\r\n'],
      ];
      for (const url of ['/support/feedback', '/subscribe', '/events/add', '/ioap-form']) {
        for (const [contentType, payload] of bodies) {
          const answer = await app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType, accept: 'text/html' } });
          assert.equal(answer.statusCode, 400, `${url} ${contentType}`);
          assert.match(String(answer.headers['content-type']), /^text\/html/);
          assert.match(answer.body, /The form could not be read: what arrived was cut short/);
        }
        const script = await app.inject({ method: 'POST', url, payload: truncated, headers: { 'content-type': 'multipart/form-data; boundary=XyZ' } });
        assert.equal(script.statusCode, 400);
        assert.match(script.json().message, /^The form could not be read/);
      }
    } finally {
      await app.close();
    }
  });

  test('with server rendering off, a form posted without scripts is told it needs them, and nothing is stored', async () => {
    const fixture = await startSsrApp({ SERVER_RENDERING: 'off' });
    try {
      const { token, cookie } = await formToken(fixture.app);
      const answer = await fixture.app.inject({
        method: 'POST',
        url: '/support/feedback',
        payload: new URLSearchParams({ _csrf: token, topic: 'website', message: 'Hello' }).toString(),
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      });
      assert.equal(answer.statusCode, 503);
      assert.match(answer.body, /Forms need JavaScript on this site just now/);
    } finally {
      await fixture.close();
    }
  });
});
