// A response names its keys in the headers shared caches read: xkey and Surrogate-Key always, and the
// header of the CDN the site purges when it reads its own (Cloudflare's Cache-Tag, Akamai's
// Edge-Cache-Tag, comma-separated), from the same CACHE_PURGE_HOOK_FORMAT that shapes the purge.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { hookFormats, responseTagHeader } from './httpHookPurger.ts';
import { readSharedCacheConfig } from './sitePurger.ts';
import { showKeys, surrogateKeyHeaders } from './surrogateKeys.ts';

async function headersWith(format: (typeof hookFormats)[number]) {
  const config = readSharedCacheConfig({ CACHE_PURGE_HOOK_URL: 'https://cdn.example/purge', CACHE_PURGE_HOOK_FORMAT: format });
  const app = Fastify();
  await app.register(surrogateKeyHeaders, { tagHeader: config.hook ? responseTagHeader(config.hook.format) : null });
  app.get('/shown', async (_request, reply) => {
    showKeys(reply, ['journal-cells', 'article-7']);
    return { ok: true };
  });
  app.get('/plain', async () => ({ ok: true }));
  const shown = await app.inject({ url: '/shown' });
  const plain = await app.inject({ url: '/plain' });
  await app.close();
  return { shown: shown.headers, plain: plain.headers };
}

test("each CDN's own header carries the keys, comma-separated; Varnish's and Fastly's always do", async () => {
  const expected: Record<string, [string, string] | null> = {
    keys: null,
    fastly: null,
    cloudflare: ['cache-tag', 'journal-cells,article-7'],
    akamai: ['edge-cache-tag', 'journal-cells,article-7'],
  };
  for (const format of hookFormats) {
    const { shown, plain } = await headersWith(format);
    assert.equal(shown.xkey, 'journal-cells article-7', format);
    assert.equal(shown['surrogate-key'], 'journal-cells article-7', format);
    const own = expected[format];
    for (const name of ['cache-tag', 'edge-cache-tag']) assert.equal(shown[name], own?.[0] === name ? own[1] : undefined, `${format}: ${name}`);
    // A response that names nothing carries none of them.
    for (const name of ['xkey', 'surrogate-key', 'cache-tag', 'edge-cache-tag']) assert.equal(plain[name], undefined, `${format}: ${name} on a response without keys`);
  }
});
