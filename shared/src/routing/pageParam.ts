// The page of a paged list from its address (?page=), for every list of the site: search (spec 4),
// the journal lists (spec 5), news, topic editors.
import { MAX_PAGE } from '@oap/contracts/api/search.ts';

/** Spec 4 and 5: a page must be a positive whole number (at most MAX_PAGE), otherwise it is 1. */
export function pageFromParam(value: string | null | undefined): number {
  if (value === null || value === undefined || !/^\s*\d+\s*$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 0 && page <= MAX_PAGE ? page : 1;
}
