import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cookieHeader, cookiesAfter, cookiesIn } from './cookieHeader.ts';

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

test('Set-Cookie headers set values as written and clear what they expire', () => {
  const before = cookiesIn('keep=1; cleared=2; old=3');
  const now = Date.UTC(2026, 11, 5);
  const after = cookiesAfter(before, ['fresh=a%20b; Path=/; HttpOnly', 'cleared=; Max-Age=0; Path=/', 'old=; Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'keep=4; Max-Age=60'], now);
  assert.deepEqual([...after], [['keep', '4'], ['fresh', 'a%20b']]);
  assert.deepEqual([...before], [['keep', '1'], ['cleared', '2'], ['old', '3']], 'the reader\'s own cookies stay as they were');
});
