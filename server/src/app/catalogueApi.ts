// Opens the configured store and returns the plugin that registers the data API under /api.
// A database without a catalogue of the current version is seeded first (README: "created and
// seeded on first start"), with SEED_ARTICLES and SEED.
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.ts';
import { openCatalogue } from '../catalogue/openCatalogue.ts';
import { seedAndPrepare } from '../catalogue/catalogueDatabase.ts';
import { seedOptionsFromEnv } from '../catalogue/seed/seedSettings.ts';
import { journalsApi } from '../features/catalogueApi/journals.ts';
import { journalSubpagesApi } from '../features/catalogueApi/journalSubpages.ts';
import { journalRecordsApi } from '../features/catalogueApi/journalRecords.ts';
import { newsAndTopicsApi } from '../features/catalogueApi/newsAndTopics.ts';
import { articleViewCounter, articlesApi } from '../features/catalogueApi/articles.ts';
import type { ArticleViewCounter } from '../features/catalogueApi/pageUsage.ts';
import { articleFilesPlugin } from '../features/catalogueApi/articleFilesPlugin.ts';
import { storedFilesPlugin } from '../features/storedFiles/storedFilesPlugin.ts';
import { articleVersionsPlugin } from '../features/articleVersions/articleVersionsPlugin.ts';
import { searchApi } from '../features/catalogueApi/search.ts';
import { searchWorkersFromEnv, type SearchPool } from '../catalogue/search/searchPoolContract.ts';
import { cachedSearchStore } from '../catalogue/search/searchCache.ts';
import { contentApi } from '../features/catalogueApi/content.ts';
import { catalogueShownKeys } from '../features/catalogueApi/shownKeys.ts';
import { publisherApi } from '../features/catalogueApi/publisher.ts';
import { authorServicesApi } from '../features/authorServices/authorServicesApi.ts';
import { findabilityPlugin, metadataContact } from '../features/findability/findabilityPlugin.ts';
import { linkKeyOf } from '../platform/security/linkKeys.ts';
import { createStore } from '../data/createStore.ts';
import { noPurger, type Purger } from '../platform/cache/purge.ts';
import { DepositStore } from '../features/deposits/depositStore.ts';
import { DepositWorker } from '../features/deposits/depositWorker.ts';
import { depositsPlugin } from '../features/deposits/depositsPlugin.ts';
import { preparePublished } from '../catalogue/publishing/publicationRecord.ts';

export interface ApiOptions {
  /** Where the notice of a first seeding goes (before the server and its logger exist). */
  log?: (message: string) => void;
}

export async function createApi(config: ServerConfig, options: ApiOptions = {}): Promise<{
  registerApi: (app: FastifyInstance) => Promise<void>;
  close: () => Promise<void>;
  /** For the operations plugins: its queue and timeouts (metrics) and ready workers (/readyz). */
  searchPool: SearchPool | null;
  /** Settles when the search has read what a first search needs, or failed to (/readyz waits for it). */
  searchWarmUp: Promise<void>;
  /** Counts a view of an article page the server sends from its page cache (for the page plugin). */
  countArticleView: ArticleViewCounter;
}> {
  // On SQLite, searches run in worker threads (SEARCH_WORKERS, default 2), each with its own read
  // connection; the main thread's search store stays for the journal pages (its article index) and view counts.
  // On PostgreSQL, those threads cut the search snippets.
  const catalogue = await openCatalogue(config, { searchWorkers: searchWorkersFromEnv() });
  // Seeded here, before the server registers its plugins: each plugin has 10 s to start, and a first
  // seeding takes longer than that on PostgreSQL (its text search indexes every article's full text).
  if (!(await catalogue.hasCatalogue())) {
    (options.log ?? ((message) => process.stderr.write(`${message}\n`)))('the database has no catalogue of the current version: seeding it now');
    await seedAndPrepare(catalogue, seedOptionsFromEnv());
  }
  const { store, searchPool: pool } = catalogue;
  // Recent answers are kept for 30 s in front of the workers (search/searchCache.ts), keyed by the
  // catalogue's stamp, read at most once a second (searches meanwhile wait for that read).
  let stamp = { value: '', readAt: 0 };
  let reading: Promise<string> | null = null;
  const seedingStamp = (): string | Promise<string> => {
    if (Date.now() - stamp.readAt <= 1000) return stamp.value;
    // The catalogue's stamp moves with a seeding and with every article published (features: publishing).
    reading ??= store.version
      .stamp()
      .then((value) => {
        stamp = { value, readAt: Date.now() };
        return value;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  };
  const apiStore = { ...store, search: cachedSearchStore(pool ?? store.search, { stamp: seedingStamp }) };
  // HTTP deposits (features/deposits): queued in the site's records, published through the catalogue's
  // import. Its purges go to the site's purger (this copy's page cache and the shared caches in front,
  // platform/cache/sitePurger.ts), known once the app registers these routes.
  const site = await createStore(config);
  const deposits = new DepositStore(site.records);
  let sitePurger: Purger = noPurger;
  const purger: Purger = { purge: (keys) => sitePurger.purge(keys) };
  const depositWorker = new DepositWorker({ store: deposits, publishing: catalogue.publishing, publicUrl: config.publicUrl, purger, afterPublish: preparePublished(store.articles) });
  let warmedUp: () => void = () => {};
  const searchWarmUp = new Promise<void>((resolve) => {
    warmedUp = resolve;
  });
  return {
    searchPool: pool,
    searchWarmUp,
    countArticleView: articleViewCounter(store),
    registerApi: async (app) => {
      sitePurger = app.sitePurger;
      // Every answer below names the records it shows, for the shared caches (docs/edge.md).
      await app.register(catalogueShownKeys);
      await app.register(journalsApi, { prefix: '/api', store: apiStore });
      await app.register(journalSubpagesApi, { prefix: '/api', store: apiStore });
      await app.register(journalRecordsApi, { prefix: '/api', store: apiStore });
      await app.register(newsAndTopicsApi, { prefix: '/api', store: apiStore });
      await app.register(articlesApi, { prefix: '/api', store });
      // An article's /xml, /pdf-vor and /pdf-with-cover, answered at the page's own address.
      await app.register(articleFilesPlugin, { store });
      // Files imports stored (figures, supplementary files), at content-addressed, long-cached addresses.
      await app.register(storedFilesPlugin, { store });
      // Earlier versions of an article, at /{article}/versions/{n}.
      await app.register(articleVersionsPlugin, { store });
      await app.register(searchApi, { prefix: '/api', store: apiStore, publicUrl: config.publicUrl });
      await app.register(contentApi, { prefix: '/api', contentDir: config.contentDir, purger: app.sitePurger });
      // The information pages' lists (news, awards, societies, conferences, APCs, open calls) and the
      // author services' word count.
      await app.register(publisherApi, { prefix: '/api', publisher: store.publisher });
      await app.register(authorServicesApi, { prefix: '/api' });
      // robots.txt, sitemaps, OAI-PMH, feeds and deposit XML, through the store's reader.
      await app.register(findabilityPlugin, {
        catalogue: store.findability,
        publicUrl: config.publicUrl,
        contactEmail: metadataContact(config.mail.officeEmail, config.mail.from),
        crossmarkPolicyDoi: config.crossmarkPolicyDoi,
        tokenKey: linkKeyOf(config, 'oai-resumption-tokens'),
      });
      await app.register(depositsPlugin, { prefix: '/api', store: deposits, worker: depositWorker });
      app.addHook('onReady', () => depositWorker.start());
      // A word list build under way is not waited for (PostgreSQL's is stopped and rolled back).
      app.addHook('onClose', () => {
        catalogue.publishing.stopUpkeep?.();
        return depositWorker.stop();
      });
      // Load the search index once the server is up, rather than in the first reader's search. A
      // failed warm-up is logged, and searches read what they need themselves.
      app.addHook('onReady', () => {
        setImmediate(() =>
          void store.search
            .warm()
            .catch((error: unknown) => app.log.error({ err: error }, 'search warm-up failed'))
            .finally(warmedUp),
        );
        // The engine's upkeep (PostgreSQL's word lists): searches are right meanwhile; a failure is
        // logged and looked at again at the next interval.
        const failed = (error: unknown) => app.log.error({ err: error }, 'word list upkeep failed');
        const made = (what: string) => app.log.info(what);
        setImmediate(() => void catalogue.publishing.upkeep?.({ made, failed }));
      });
      if (pool) app.addHook('onClose', () => pool.close());
    },
    // Usage waiting in the queue is written before the database closes (when it is free).
    close: async () => {
      catalogue.publishing.stopUpkeep?.();
      await depositWorker.stop();
      await site.close();
      await catalogue.close();
    },
  };
}
