// Route module of 'issn-volume' and 'issn-volume-issue': one page, the issue parameter narrowing it.
import type { LoaderFunctionArgs } from 'react-router';
import type { IssueListing } from '@oap/shared/api/types.ts';
import type { RouteHead } from '@oap/shared/federation/contract.ts';
import { IssueListingPage } from './IssueListingPage.tsx';
import { loadIssueListing } from './issueListingQueries.ts';
import { listingTitle } from './listingTitle.ts';

export const Component = IssueListingPage;

export function loader({ params }: LoaderFunctionArgs): Promise<IssueListing> {
  return loadIssueListing(params['issn'] ?? '', params['volume'] ?? '', params['issue']);
}

export function head(listing: IssueListing): RouteHead {
  return {
    title: listingTitle(listing),
    description: `Articles published in ${listingTitle(listing)}.`,
  };
}
