// The head of a volume or issue contents page: title like its h1, canonical
// /{issn}/{volume}[/{issue}] from the listing itself, Open Graph.
import type { IssueListing } from '@oap/contracts/api/articles.ts';
import type { RouteHead } from '@oap/contracts/federation/contract.ts';
import { listingTitle } from './listingTitle.ts';

export function listingPath({ journal, volume, issue }: IssueListing): string {
  const segments = issue === null ? [journal.issn, volume] : [journal.issn, volume, issue];
  return `/${segments.map(encodeURIComponent).join('/')}`;
}

export function issueListingHead(listing: IssueListing): RouteHead {
  const title = listingTitle(listing);
  return {
    title,
    description: `Articles published in ${title}.`,
    canonical: listingPath(listing),
    openGraph: { type: 'website' },
  };
}
