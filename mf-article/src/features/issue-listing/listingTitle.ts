import type { IssueListing } from '@oap/contracts/api/articles.ts';

/** "Cells, Volume 14, Issue 3", or "Cells, Volume 14" for a whole volume. */
export function listingTitle({ journal, volume, issue }: IssueListing): string {
  return issue === null ? `${journal.name}, Volume ${volume}` : `${journal.name}, Volume ${volume}, Issue ${issue}`;
}
