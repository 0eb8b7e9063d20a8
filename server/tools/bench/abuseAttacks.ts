// The adversarial requests of the abuse benchmark (bench/abuse.ts): searches that used to freeze the
// server, and a sign-in flood through the embedded OpenID provider. Each attack is one request.
import { cookieSentAfter } from '../../test-support/cookies.ts';

// The words of the function-word attack: every row searches all fields for function words only.
const FUNCTION_WORDS = 'a an and are as at be but by for from has have in into is it its not of on or such that the their then there these they this to was will with';

const rows = (count: number, operator: 'AND' | 'OR') =>
  Array.from({ length: count }, (_, index) => ({ id: 'all', value: FUNCTION_WORDS, ...(index ? { operator } : {}) }));

export const searchAttacks: { name: string; body: unknown }[] = [
  { name: 'six rows of function words, OR', body: { query: { advanced: rows(6, 'OR') } } },
  { name: 'six rows of function words, AND', body: { query: { advanced: rows(6, 'AND') } } },
  { name: 'twenty rows of function words, OR', body: { query: { advanced: rows(20, 'OR') } } },
  { name: 'q: "the of and in to"', body: { query: { q: 'the of and in to' }, includeFacets: true } },
  {
    name: 'forty quoted phrases',
    body: { query: { q: Array.from({ length: 40 }, (_, i) => `"cell ${['growth', 'death', 'wall', 'cycle', 'line'][i % 5]} ${i}"`).join(' OR ') } },
  },
  { name: '1,000 characters of prefixes', body: { query: { q: Array.from({ length: 200 }, (_, i) => `ce${String.fromCharCode(97 + (i % 26))}`).join(' ').slice(0, 1000) } } },
];

export interface AttackOutcome {
  status: number;
  ms: number;
}

/** One search attack, timed; a network error counts as status 0. */
export async function searchAttack(base: string, body: unknown, signal: AbortSignal): Promise<AttackOutcome> {
  const started = performance.now();
  try {
    const response = await fetch(`${base}/api/search/articles`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}


/**
 * One round of the sign-in flood: start a sign-in (the provider's sign-in page, which stores
 * nothing until a password is right), and post a wrong password for one victim account. Returns the
 * status of the last step reached (429 once limits apply).
 */
export async function signInAttack(base: string, victim: string, signal: AbortSignal): Promise<AttackOutcome> {
  const started = performance.now();
  const done = (status: number) => ({ status, ms: performance.now() - started });
  try {
    const login = await fetch(`${base}/api/auth/login?returnTo=/`, { signal });
    if (!login.ok) return done(login.status);
    const { url } = (await login.json()) as { url: string };
    if (!url) return done(503);
    const page = await fetch(new URL(new URL(url).pathname + new URL(url).search, base), { redirect: 'manual', signal });
    const html = await page.text();
    // The page carries the authorisation request as a signed hidden field, and posts to its form's action.
    const request = /name="request" value="([^"]*)"/.exec(html)?.[1];
    const action = /<form[^>]*method="post"[^>]*action="([^"]*sign-in[^"]*)"/.exec(html)?.[1];
    if (!page.ok || !request || !action) return done(page.status);
    const post = await fetch(new URL(action.replace(/&amp;/g, '&'), base), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieSentAfter(page.headers.getSetCookie()) },
      body: new URLSearchParams({ request: request.replace(/&amp;/g, '&').replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))), email: victim, password: 'wrong password, on purpose' }).toString(),
      signal,
    });
    await post.arrayBuffer();
    return done(post.status);
  } catch {
    return done(0);
  }
}
