// Test support for forms: a CSRF token with its cookie, as a browser holds them after loading a form
// page, and the smallest real PNG for upload tests.
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { cookieSentAfter } from './cookies.ts';

/** The smallest PNG: a 1x1 transparent pixel. */
export const tinyPng = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a2b1a5d30000000049454e44ae426082',
  'hex',
);

/** A token and the cookie it belongs to, as a browser holds them after loading a form page. */
export async function formToken(app: FastifyInstance): Promise<{ token: string; cookie: string }> {
  const answer = await app.inject({ method: 'GET', url: '/api/forms/token' });
  assert.equal(answer.statusCode, 200);
  assert.match(String(answer.headers['cache-control']), /private/);
  const setCookie = String(answer.headers['set-cookie']);
  assert.match(setCookie, /^oap_csrf=[^;]+;.*HttpOnly/i);
  return { token: (answer.json() as { token: string }).token, cookie: cookieSentAfter(setCookie) };
}

