import type { IssueListing } from '@oap/contracts/api/articles.ts';

/** "Volume 14, Issue 3", or "Volume 14": the page's h1, under the journal's own band. */
export function listingHeading({ volume, issue }: Pick<IssueListing, 'volume' | 'issue'>): string {
  return issue === null ? `Volume ${volume}` : `Volume ${volume}, Issue ${issue}`;
}

/** "Cells, Volume 14, Issue 3", or "Cells, Volume 14": the document title, which names the journal too. */
export function listingTitle(listing: Pick<IssueListing, 'journal' | 'volume' | 'issue'>): string {
  return `${listing.journal.name}, ${listingHeading(listing)}`;
}
