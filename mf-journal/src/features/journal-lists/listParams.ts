// A list's state lives in its URL (lists page and sort through the URL), so every state is a
// link that works without scripts, can be shared, and is what the server renders.
import { pageFromParam } from '@oap/shared/routing/pageParam.ts';

/** Spec 5: a page is a number greater than 0; anything else is page 1. */
export function pageFrom(search: URLSearchParams): number {
  return pageFromParam(search.get('page'));
}

/** One of `allowed` from the URL, or the default. */
export function choiceFrom<const Value extends string>(search: URLSearchParams, name: string, allowed: readonly Value[], fallback: Value): Value {
  const raw = search.get(name);
  return allowed.find((value) => value === raw) ?? fallback;
}

/** A search term: trimmed, at most 200 characters; spec 5 ignores a single character. */
export function termFrom(search: URLSearchParams): string {
  const term = (search.get('q') ?? '').trim().slice(0, 200);
  return term.length > 1 ? term : '';
}

/** The URL of `pathname` with `values` as its query, leaving out empty ones and those at their default. */
export function listHref(pathname: string, values: Record<string, string | number | undefined>, defaults: Record<string, string | number> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '' || String(value) === String(defaults[key] ?? '')) continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** How many pages `total` items make, at least one. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
