// Whether a store's error means "the database is busy, try again shortly" (a lock held by another
// writer past the wait allowed), whichever engine holds the data. Callers answer it with a 503 and
// Retry-After, or quietly retry later; never as a bug. Each engine's own recognition lives beside
// its implementation (sqlite/busyError.ts, postgres/busyError.ts).
import { isPostgresBusy } from './postgres/busyError.ts';
import { isSqliteBusy } from './sqlite/busyError.ts';

const recognisers: ReadonlyArray<(error: unknown) => boolean> = [isSqliteBusy, isPostgresBusy];

export function isStoreBusy(error: unknown): boolean {
  return recognisers.some((recognises) => recognises(error));
}
