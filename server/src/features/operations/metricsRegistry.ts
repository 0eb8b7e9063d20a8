// The server's Prometheus metrics (prom-client), one registry per app: renders per route and remote,
// the page cache's hits and misses, the search queue and its timeouts, rate-limit refusals, the
// releases in use, and prom-client's default process metrics (CPU, memory, event loop, GC).
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { appNames } from '../releases/registryState.ts';
import type { ReleaseRegistry } from '../releases/registry.ts';
import type { PageSignals } from './pageSignals.ts';

/** The part of the search pool the metrics read (search/searchPool.ts). */
export interface SearchQueueStats {
  stats(): { queued: number; overBudget: number };
}

export interface MetricsSources {
  releases: Pick<ReleaseRegistry, 'active'>;
  /** Absent when searches run on the main thread (SEARCH_WORKERS=0) or the app has no data API. */
  searchPool?: SearchQueueStats | null | undefined;
}

export interface ServerMetrics {
  registry: Registry;
  pageSignals: PageSignals;
  rateLimitRefusals: Counter;
}

/** Render times from a cached fragment (a few ms) to the server-render timeout (3 s). */
const renderBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export function createServerMetrics(sources: MetricsSources): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const renders = new Histogram({
    name: 'oap_page_render_seconds',
    help: 'Time from a page request reaching the renderer to its last byte, by route name, remote and mode (server-rendered or the client-rendered document).',
    labelNames: ['route', 'remote', 'mode'],
    buckets: renderBuckets,
    registers: [registry],
  });
  const cacheHits = new Counter({ name: 'oap_page_cache_hits_total', help: 'Anonymous page requests answered from the page cache (or from another reader\'s render in flight).', registers: [registry] });
  const cacheMisses = new Counter({ name: 'oap_page_cache_misses_total', help: 'Anonymous page requests that rendered the page.', registers: [registry] });
  new Gauge({
    name: 'oap_search_queue_depth',
    help: 'Searches waiting for a search worker.',
    registers: [registry],
    collect() {
      this.set(sources.searchPool?.stats().queued ?? 0);
    },
  });
  // The pool counts its own timeouts; the counter follows it at each scrape (a counter cannot be set).
  let timeoutsSeen = 0;
  new Counter({
    name: 'oap_search_timeouts_total',
    help: 'Searches stopped over their time budget (each one restarts a search worker).',
    registers: [registry],
    collect() {
      const overBudget = sources.searchPool?.stats().overBudget ?? 0;
      if (overBudget > timeoutsSeen) this.inc(overBudget - timeoutsSeen);
      timeoutsSeen = Math.max(timeoutsSeen, overBudget);
    },
  });
  const rateLimitRefusals = new Counter({ name: 'oap_rate_limit_refusals_total', help: 'Requests refused with 429 Too Many Requests.', registers: [registry] });
  new Gauge({
    name: 'oap_releases_active',
    help: 'The build each app serves to readers (1 per app and active build; a promote or rollback moves it).',
    labelNames: ['app', 'build'],
    registers: [registry],
    collect() {
      // Read at each scrape: promotes happen through other server copies and the release CLI.
      this.reset();
      for (const app of appNames) {
        let build: string | undefined;
        try {
          build = sources.releases.active(app);
        } catch {
          // An unreadable registry shows as no active releases (and fails /readyz), not as a failed scrape.
        }
        if (build) this.set({ app, build }, 1);
      }
    },
  });
  return {
    registry,
    rateLimitRefusals,
    pageSignals: {
      rendered: (route, remote, mode, seconds) => renders.observe({ route, remote, mode }, seconds),
      cacheLookup: (hit) => (hit ? cacheHits : cacheMisses).inc(),
    },
  };
}
