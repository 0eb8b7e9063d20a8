// What search's kept state (the SQLite article index, its word lists, PostgreSQL's journal list) is
// read for: the catalogue's seeding and its last publishing. An import sets `publishedAt` in its own
// transaction, so every search thread and server copy reads the catalogue again after it, and never
// keeps an index without the article it just published. Kept article pages go by the seeding alone
// (an import clears what it replaced itself).
import { PUBLISHED_AT_KEY } from '../data/catalogueVersion.ts';

export { PUBLISHED_AT_KEY };

export const SEARCH_STAMP_SQL = `SELECT coalesce((SELECT value FROM catalogue_info WHERE key = 'seededAt'), '') || '+' ||
  coalesce((SELECT value FROM catalogue_info WHERE key = '${PUBLISHED_AT_KEY}'), '') AS value`;

/** The seeding part of a stamp (what comes before its '+'). */
export function seedingOfStamp(stamp: string): string {
  const plus = stamp.indexOf('+');
  return plus < 0 ? stamp : stamp.slice(0, plus);
}

/** The last publish a stamp names (importSession.ts writes its time, a space and the DOI), or null. */
export function lastPublishOfStamp(stamp: string): { time: string; doi: string } | null {
  const plus = stamp.indexOf('+');
  return plus < 0 ? null : publishOfValue(stamp.slice(plus + 1));
}

/** A publishedAt value read as its time and DOI, or null (none yet). */
export function publishOfValue(value: string): { time: string; doi: string } | null {
  const space = value.indexOf(' ');
  return space < 0 ? null : { time: value.slice(0, space), doi: value.slice(space + 1) };
}

/**
 * Whether an article that search already held (an id up to the first value) was published again after
 * the publish a stamp names (lastPublishOfStamp): SQL for either engine, its values from
 * republishedSinceValues. Each publish sets its article's imported_at to the time it writes into the
 * stamp, and publishes take turns: those after it have a later time, or the same one and another DOI.
 */
export const REPUBLISHED_SINCE_SQL = `SELECT EXISTS (SELECT 1 FROM articles WHERE id <= ?
  AND (imported_at > ? OR (imported_at = ? AND doi <> ?))) AS republished`;

export const republishedSinceValues = (maxId: number, last: { time: string; doi: string }) => [maxId, last.time, last.time, last.doi];
