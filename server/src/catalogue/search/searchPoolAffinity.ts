// Which worker of the search pool (searchPool.ts) an article search prefers.
import type { SearchMethod } from './protocol.ts';

/**
 * Which worker an article search prefers: the one chosen by its words, filters and scope (not its
 * sort or page), so that the next page or another sort of a search finds its selection in that
 * worker's memo (sqlite/sqliteSearch/selection.ts). Other calls go to any worker.
 */
export function affinityOf(method: SearchMethod, args: unknown[], workers: number): number {
  if (workers < 2 || (method !== 'articles' && method !== 'articleFacets' && method !== 'exportArticles')) return -1;
  const query = (args[0] ?? {}) as Record<string, unknown>;
  const key = JSON.stringify([query.q ?? '', query.advanced ?? [], query.basic ?? [], query.facets ?? [], query.nameSystem ?? '', (args[1] as { scope?: unknown } | undefined)?.scope ?? null]);
  // FNV-1a: cheap and spreads similar keys.
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % workers;
}
