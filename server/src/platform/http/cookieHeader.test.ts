import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cookieHeader, cookiesIn } from './cookieHeader.ts';

test('a Cookie header is read and written again with its values as they were written', () => {
  const cookies = cookiesIn('oap-consent=%7B%22a%22%3A1%7D; __Host-oap-session=abc.def==;  theme = dark ');
  assert.deepEqual([...cookies], [
    ['oap-consent', '%7B%22a%22%3A1%7D'],
    ['__Host-oap-session', 'abc.def=='],
    ['theme', 'dark'],
  ]);
  assert.equal(cookieHeader(cookies), 'oap-consent=%7B%22a%22%3A1%7D; __Host-oap-session=abc.def==; theme=dark');
  assert.deepEqual([...cookiesIn('')], []);
  assert.deepEqual([...cookiesIn('no-equals-sign')], []);
});
