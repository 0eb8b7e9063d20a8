// Server rendering against the real built shell and remotes: pages arrive rendered in the
// first response (streamed: streaming.test.ts), with the head the page gives (Google Scholar tags equal to the database's values),
// real status codes, caching of anonymous pages, builds switched by a promote without a restart, and
// a remote whose server build fails costing only its own pages their server rendering.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Article, ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { SearchResults } from '@oap/contracts/api/search.ts';
import { metaValues, publishEdited, startSsrApp, type SsrFixture } from '../../../test-support/ssrFixture.ts';

let fixture: SsrFixture;
let article: Article;
let articlePath: string;

before(async () => {
  fixture = await startSsrApp();
  const found = await fixture.app.inject({ method: 'POST', url: '/api/search/articles', payload: { query: { q: '10.7554/eLife.00005' } } });
  const summary = found.json<SearchResults<ArticleSummary>>().items.find((item) => item.doi === '10.7554/eLife.00005');
  assert.ok(summary, 'the eLife article 00005 is in the seeded corpus');
  articlePath = summary.path;
  article = (await fixture.app.inject({ url: `/api/articles${summary.path}` })).json<Article>();
});
after(() => fixture.close());

const page = (url: string, headers: Record<string, string> = {}) => fixture.app.inject({ url, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0 Safari/537.36', ...headers } });

describe('the real eLife article, server-rendered', () => {
  test('the first response carries the article and its Google Scholar tags, equal to the database', async () => {
    const response = await page(articlePath);
    assert.equal(response.statusCode, 200);
    const html = response.body;
    assert.ok(html.includes('window.__staticRouterHydrationData'), 'router state for hydration');
    assert.match(html, /<div id="root"><div/, 'the page is rendered inside #root');
    assert.ok(html.includes('Molecular architecture of human polycomb repressive complex 2'));
    assert.deepEqual(metaValues(html, 'citation_title'), [article.title]);
    assert.deepEqual(metaValues(html, 'citation_author'), article.authors);
    assert.deepEqual(metaValues(html, 'citation_doi'), ['10.7554/eLife.00005']);
    assert.deepEqual(metaValues(html, 'citation_journal_title'), [article.journal.name]);
    assert.deepEqual(metaValues(html, 'citation_publication_date'), [article.publishedAt.slice(0, 10).replace(/-/g, '/')]);
    assert.match(html, /<script type="application\/ld\+json" nonce="[^"]+" data-oap-head="">\{"@context":"https:\/\/schema\.org","@type":"ScholarlyArticle"/);
    assert.match(html, /<title>[^<]*Molecular architecture of human polycomb repressive complex 2[^<]*<\/title>/);
    assert.match(html, /<link rel="canonical" href="[^"]+"/);
    // Styled before any script runs: the shell's stylesheet, then the article remote's, each marked for the CSS runtime.
    assert.match(html, /<link rel="stylesheet" href="\/static\/shell\/styles\.[0-9a-f]{10}\.css" data-rspack="shell:chunk-[\w-]+" \/><link rel="stylesheet" href="\/remotes\/mf-article\/[0-9a-f]+\/styles\.[0-9a-f]{10}\.css" data-rspack="mf_article:chunk-[\w-]+" \/>/);
    // The shell's script and the remote's entry start once the page has painted.
    assert.doesNotMatch(html, /<script defer src=/);
    assert.match(html, /requestAnimationFrame\(function\(\)\{[^<]*largest-contentful-paint[^<]*setTimeout\(go,0\)/);
  });

  test('icons are drawn into the HTML, and the page brings them for hydration', async () => {
    const html = (await page(articlePath)).body;
    // The header's search icon: an inline <svg> in its box, no request or sanitiser needed in the browser.
    assert.match(html, /<span[^>]*data-icon="search"[^>]*data-loaded="true"[^>]*><svg[^>]*>/);
    const state = JSON.parse(html.match(/<script id="oap-query-state"[^>]*>(.*?)<\/script>/s)?.[1] ?? '{}') as { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> };
    const icon = state.queries.find((query) => JSON.stringify(query.queryKey) === '["icon","search"]');
    assert.match(String(icon?.state.data), /^<svg[^>]*>/);
    assert.doesNotMatch(String(icon?.state.data), /<script|on\w+=/i);
  });

  test("the reader's sign-in state is in the page: Sign in is drawn, and the browser need not ask", async () => {
    const html = (await page(articlePath)).body;
    assert.match(html, />Sign in</);
    const state = JSON.parse(html.match(/<script id="oap-query-state"[^>]*>(.*?)<\/script>/s)?.[1] ?? '{}') as { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> };
    const user = state.queries.find((query) => JSON.stringify(query.queryKey) === '["user"]');
    assert.deepEqual(user?.state.data, { isLoggedIn: false });
  });

  test('every inline script carries the response nonce', async () => {
    const response = await page(articlePath);
    const nonce = (response.headers['content-security-policy'] as string).match(/'nonce-([^']+)'/)?.[1];
    assert.ok(nonce);
    // JSON-LD in the body (the breadcrumbs' BreadcrumbList) is a data block: it never runs, and
    // script-src does not apply to it.
    const inline = [...response.body.matchAll(/<script\b([^>]*)>/g)]
      .map((match) => match[1] ?? '')
      .filter((attributes) => !/\bsrc=/.test(attributes) && !(attributes.includes('type="application/ld+json"') && !attributes.includes('data-oap-head')));
    assert.ok(inline.length >= 4);
    for (const attributes of inline) assert.ok(attributes.includes(` nonce="${nonce}"`), attributes);
  });
});

describe('status codes', () => {
  test('an unknown journal, article or path is a 404 with the error page rendered', async () => {
    for (const url of ['/journal/no-such-journal', `${articlePath.replace(/\/[^/]+$/, '')}/999999`, '/no/such/page']) {
      const response = await page(url);
      assert.equal(response.statusCode, 404, url);
      assert.match(response.body, /<meta name="robots" content="noindex, nofollow"/, url);
      assert.match(response.body, /Page not found/, url);
    }
    // Kept and tagged like any anonymous page, but a 404 is sent whole, even to a reader who has its tag.
    const kept = await page('/no/such/page');
    assert.equal(kept.statusCode, 404);
    const asked = await page('/no/such/page', { 'if-none-match': String(kept.headers.etag ?? '"none"') });
    assert.equal(asked.statusCode, 404);
    assert.match(asked.body, /Page not found/);
  });

  test('a redirect of the routing table stays a 301', async () => {
    const response = await page('/about/team');
    assert.equal(response.statusCode, 301);
    assert.equal(response.headers.location, '/about/leadership');
  });
});

describe('caching', () => {
  test('anonymous pages have an ETag, a shared lifetime, no Vary: Cookie and their surrogate keys; a matching If-None-Match is a 304', async () => {
    const first = await page(articlePath);
    const etag = first.headers.etag as string;
    assert.match(etag, /^W\/"/);
    // Shared caches keep it for everyone (whatever cookies readers carry); browsers ask again each time.
    assert.equal(first.headers['cache-control'], 'public, max-age=0, s-maxage=60');
    assert.equal(first.headers.vary, 'Accept-Encoding');
    // The article it shows and the builds that rendered it, in Varnish's header and the CDNs'.
    const keys = String(first.headers.xkey).split(' ');
    assert.ok(keys.some((key) => /^article-\d+$/.test(key)), String(first.headers.xkey));
    assert.ok(keys.includes('release-shell') && keys.includes('release-mf-article'), String(first.headers.xkey));
    assert.equal(first.headers['surrogate-key'], first.headers.xkey);
    const again = await page(articlePath, { 'if-none-match': etag });
    assert.equal(again.statusCode, 304);
    assert.equal(again.headers['content-security-policy'], undefined, 'the stored page keeps the policy that matches its nonce');
    const second = await page(articlePath);
    assert.equal(second.headers.etag, etag);
    // A cached page keeps the nonce it was rendered with: the policy names the nonce inside the bytes.
    const nonce = (second.headers['content-security-policy'] as string).match(/'nonce-([^']+)'/)?.[1];
    assert.ok(nonce && second.body.includes(`nonce="${nonce}"`));
  });

  test('cached pages are compressed once, in the encoding the reader accepts', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const plain = await page(articlePath);
    const br = await page(articlePath, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await page(articlePath, { 'accept-encoding': 'gzip' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), plain.body);
    assert.equal(gunzipSync(gzip.rawPayload).toString(), plain.body);
    assert.ok(br.rawPayload.length < plain.rawPayload.length / 3);
    assert.match(br.headers.vary as string, /Accept-Encoding/);
  });

  test('the page data travels once: loader data refers to the query cache', async () => {
    const html = (await page(articlePath)).body;
    const router = html.match(/window\.__staticRouterHydrationData=(.*?)<\/script>/)?.[1] ?? '';
    assert.match(router, /"__oapQuery":/);
    assert.ok(!router.includes('polycomb repressive complex'), 'the article is not repeated in the router state');
    assert.ok(html.match(/<script id="oap-query-state"[^>]*>(.*?)<\/script>/)?.[1]?.includes('Molecular architecture of human polycomb repressive complex 2'));
  });

  test("the article's text is in the page once: its HTML has it, the page's state carries the article without it", async () => {
    const html = (await page(articlePath)).body;
    const state = JSON.parse(html.match(/<script id="oap-query-state"[^>]*>(.*?)<\/script>/s)?.[1] ?? '{}') as { queries: Array<{ queryKey: unknown[]; state: { data: Record<string, unknown> } }> };
    const sent = state.queries.find((query) => query.queryKey[0] === 'article')?.state.data;
    assert.deepEqual([sent?.bodyHtml, sent?.bodyInDocument, sent?.title], ['', true, article.title]);
    const paragraph = article.bodyHtml.match(/<p>([^<]{40,})/)?.[1] ?? '';
    assert.ok(paragraph, 'the article has a paragraph of text');
    assert.equal(html.split(paragraph).length - 1, 1, 'its text once, in the HTML');
  });

  test('a reader served a cached article still counts a view', async () => {
    const views = async () => {
      const response = await fixture.app.inject({ url: `/api/articles${articlePath}`, headers: { 'user-agent': 'curl/8' } });
      return response.json<Article>().views;
    };
    await page(`${articlePath}`, { 'user-agent': 'Mozilla/5.0 Chrome/142.0' });
    const flush = () => new Promise((resolve) => setTimeout(resolve, 1500));
    await flush();
    const before = await views();
    for (const address of ['198.51.100.31', '198.51.100.32']) {
      const cached = await fixture.app.inject({ url: articlePath, remoteAddress: address, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0 Safari/537.36' } });
      assert.equal(cached.statusCode, 200);
    }
    await flush();
    assert.equal(await views(), before + 2);
  });

  test('pages for a signed-in reader are private', async () => {
    const response = await page(articlePath, { cookie: 'oap_session=anything' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'private, no-cache');
  });
});

describe('releases', () => {
  test('a promote changes the server-rendered HTML on the next request, without a restart', async () => {
    const before = await page(articlePath);
    assert.ok(before.body.includes('Molecular architecture'));
    await publishEdited(fixture, 'mf-article', (file, text) => (file.startsWith('server/') ? text.replaceAll('Publication details', 'Details of publication') : text));
    const after = await page(articlePath);
    assert.equal(after.statusCode, 200);
    assert.notEqual(after.headers.etag, before.headers.etag, 'the cached page was invalidated');
    assert.ok(after.body.includes('Details of publication'), 'rendered by the promoted build');
    await fixture.registry.rollback('mf-article');
    assert.ok((await page(articlePath)).body.includes('Publication details'));
  });

  test('a server build that cannot load falls back to the last known good build, still server-rendered', async () => {
    await publishEdited(fixture, 'mf-article', (file, text) => (file === 'server/remoteEntry.js' ? `throw new Error('broken on purpose');\n${text}` : text));
    const response = await page(articlePath);
    assert.equal(response.statusCode, 200);
    assert.ok(response.body.includes('__staticRouterHydrationData'));
    assert.ok(response.body.includes('Publication details'));
    await fixture.registry.rollback('mf-article');
  });

  test('a remote whose page throws while rendering gets the client-rendered page with the frame; other remotes still render', async () => {
    await publishEdited(fixture, 'mf-article', (file, text) =>
      file.startsWith('server/') ? text.replaceAll('"Publication details"', '(() => { throw new Error("render failed on purpose"); })()') : text,
    );
    const broken = await page(articlePath);
    assert.equal(broken.statusCode, 200);
    assert.ok(!broken.body.includes('__staticRouterHydrationData'), 'no server-rendered page state');
    assert.match(broken.body, /Skip to main content/, 'the frame is server-rendered');
    // The head went out before React failed: the document is completed with the browser's loader, and not cached.
    assert.match(broken.body, /requestAnimationFrame\(function\(\)\{[^<]*setTimeout\(go,0\)[^]*<\/html>\s*$/);
    assert.equal(broken.headers.etag, undefined);
    assert.equal((await page(articlePath)).headers.etag, undefined, 'rendered again, not served from the page cache');
    const journal = await page(`/journal/${article.journal.nameSystem}`);
    assert.equal(journal.statusCode, 200);
    assert.ok(journal.body.includes('__staticRouterHydrationData'), 'mf-journal still renders on the server');
    await fixture.registry.rollback('mf-article');
    assert.ok((await page(articlePath)).body.includes('__staticRouterHydrationData'), 'rendered again after the rollback');
  });
});
