// Route module of 'issn-volume' and 'issn-volume-issue': one page, the issue parameter narrowing it.
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteData, RouteHead } from '@oap/contracts/federation/contract.ts';
import { orNotFound } from '@oap/shared/routing/notFound.ts';
import { IssueListingPage } from './IssueListingPage.tsx';
import { loadIssueListing, type IssueListingData } from './issueListingQueries.ts';
import { issueListingHead } from './issueListingHead.ts';

export const Component = IssueListingPage;

/** An unknown volume or issue is the route's 404 (HTTP 404 from the server renderer). */
export function loader({ params, request, context }: LoaderFunctionArgs): Promise<IssueListingData> {
  return orNotFound(request, loadIssueListing(params['issn'] ?? '', params['volume'] ?? '', params['issue'], context));
}

/** Title like the h1 with the journal's name, description, canonical and Open Graph: issueListingHead.ts. */
export function head(data: RouteData<typeof loader>): RouteHead {
  return issueListingHead(data.listing);
}
