// What each catalogue call shows, as surrogate keys (platform/cache/purge.ts), by its route: the
// journal calls show their journal; the lists across the catalogue (search, the biggest journals,
// the newest articles, sitemaps, feeds) its lists; the publisher's own lists and information pages
// the content. A page shows what its loaders' calls show (pages/render/apiDispatch.ts), so this table
// also decides the keys of every page. Calls whose record is known only once it is read (an article,
// its files and its issue's listing) name their keys in their handlers (articles.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { surrogateKey } from '../../platform/cache/purge.ts';
import { showKeys } from '../../platform/cache/surrogateKeys.ts';

type KeysOf = (params: Record<string, string>) => string[];

const journal: KeysOf = (params) => (params.name ? [surrogateKey.journal(params.name)] : []);
const journalBySlug: KeysOf = (params) => (params.slug ? [surrogateKey.journal(params.slug)] : []);
const topic: KeysOf = (params) => (params.identifier ? [surrogateKey.topic(params.identifier)] : []);
const lists: KeysOf = () => [surrogateKey.catalogueLists];
const content: KeysOf = () => [surrogateKey.content];

/** Route patterns (as registered, with their prefix) and what their answers show. */
const keysByRoute: ReadonlyArray<[RegExp, KeysOf]> = [
  // The publisher-wide journal lists before the journal's own calls (":name" would match "biggest").
  [/^\/api\/journals\/(biggest|public|subject\/:id|finder|issn\/:issn\/(name|base)|single\/special-issue\/:id(\/abstracts)?)$/, lists],
  [/^\/api\/journals\/:name\//, journal],
  [/^\/api\/search\//, lists],
  [/^\/api\/articles\/latest$/, lists],
  [/^\/api\/topics\/editors/, content],
  [/^\/api\/topics\/:identifier/, topic],
  // The charges of every journal: its text is content, its rows the journals' (a journals file changes them).
  [/^\/api\/apc$/, () => [surrogateKey.content, surrogateKey.catalogueLists]],
  [/^\/api\/(news|awards|societies|conferences|announcements|open-calls|content)\b/, content],
  [/^\/journal\/:slug\//, journalBySlug],
  [/^\/(sitemap\.xml|sitemaps\/|feeds\/|robots\.txt|oai$)/, lists],
];

// The rule of each route, found once: a route's pattern is one of the app's few hundred.
const ruleByRoute = new Map<string, KeysOf | null>();

/** The keys an answer of the route `routeUrl` with `params` shows (empty: none named by its route). */
export function routeKeys(routeUrl: string, params: Record<string, string>): string[] {
  let keysOf = ruleByRoute.get(routeUrl);
  if (keysOf === undefined) {
    keysOf = keysByRoute.find(([pattern]) => pattern.test(routeUrl))?.[1] ?? null;
    ruleByRoute.set(routeUrl, keysOf);
  }
  return keysOf ? keysOf(params) : [];
}

async function register(app: FastifyInstance): Promise<void> {
  // onRequest: before the answer's headers are written (surrogateKeys.ts writes them in onSend).
  app.addHook('onRequest', (request: FastifyRequest, reply, done) => {
    const url = request.routeOptions.url;
    if (!url) return done();
    const keys = routeKeys(url, request.params as Record<string, string>);
    if (keys.length > 0) showKeys(reply, keys);
    done();
  });
}

/** Names the keys of every catalogue answer by its route; registered once, for the whole app. */
export const catalogueShownKeys = fastifyPlugin(register, { name: 'oap-catalogue-shown-keys' });
