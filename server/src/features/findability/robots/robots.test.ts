import { test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { pageRoutes } from '@oap/contracts/routing/routeTable.ts';
import { patternOf, robotsPlugin, robotsText } from './robotsPlugin.ts';

/** Whether a path is disallowed by the rules, read as Google reads them (prefixes, `*` any run of characters). */
function disallowed(text: string, path: string): boolean {
  return text
    .split('\n')
    .filter((line) => line.startsWith('Disallow: '))
    .map((line) => line.slice('Disallow: '.length))
    .some((rule) => new RegExp(`^${rule.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}`).test(path));
}

test('/robots.txt names the sitemap and is served as text', async () => {
  const app = Fastify();
  await app.register(robotsPlugin, { publicUrl: 'https://journals.example.org' });
  const res = await app.inject({ url: '/robots.txt' });
  assert.equal(res.statusCode, 200);
  assert.match(String(res.headers['content-type']), /^text\/plain/);
  assert.match(res.body, /^Sitemap: https:\/\/journals\.example\.org\/sitemap\.xml$/m);
  assert.match(res.body, /^User-agent: \*$/m);
});

test('search results, forms, the API, sign-in and personal links are kept out; every page a reader reads is allowed', () => {
  const text = robotsText('https://journals.example.org');
  for (const path of ['/search?q=cells', '/awards/search', '/api/journals', '/auth/login', '/editorial-office/submissions', '/unsub/managesubscriptions', '/subscribe', '/support/feedback', '/events/add', '/journal/cells/awards/submit/3/thesis', '/about/journals/proposal']) {
    assert.ok(disallowed(text, path), `${path} is kept out`);
  }
  for (const path of ['/', '/journal/cells-and-development', '/journal/cells-and-development/special_issues/abc', '/2132-3100/12/4/1', '/about', '/topics', '/news/3', '/sitemap.xml', '/feed', '/oai', '/authors/english']) {
    assert.ok(!disallowed(text, path), `${path} may be crawled`);
  }
  // Every form page of the routing table is covered, so a new one needs no change here.
  for (const route of pageRoutes.filter((page) => page.layout === 'form')) {
    assert.ok(disallowed(text, route.path.replace(/:[^/]+/g, 'x').replace('*', 'x')), route.path);
  }
  assert.equal(patternOf('/journal/:slug/awards/submit/:id/thesis'), '/journal/*/awards/submit/*/thesis');
});
