// Route module of 'editorial-office-submissions' (/editorial-office/submissions): the stored
// submissions of every form, newest first, filtered by form and date (a GET form, so a filter is an
// address to bookmark), with the CSV of the same filter. The API answers 401 or 403 to anyone but the
// editorial office, which is this page's answer too.
import type { LoaderFunctionArgs } from 'react-router';
import { apiGet } from '@oap/shared/api/client.ts';
import type { SubmissionList } from '@oap/contracts/api/forms.ts';
import type { RouteHead } from '@oap/contracts/federation/contract.ts';
import { orRouteError } from '@oap/shared/routing/notFound.ts';
import { SubmissionsPage } from './SubmissionsPage.tsx';

/** The filter of the page's address, as the API takes it (empty values left out). */
export function submissionFilter(search: URLSearchParams): URLSearchParams {
  const filter = new URLSearchParams();
  for (const name of ['form', 'from', 'to', 'page']) {
    const value = search.get(name)?.trim();
    if (value) filter.set(name, value);
  }
  return filter;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const filter = submissionFilter(new URL(request.url).searchParams);
  const query = filter.size ? `?${filter}` : '';
  const list = await orRouteError(request, apiGet<SubmissionList>(`/api/editorial/submissions${query}`, { context }));
  return { list, filter: Object.fromEntries(filter) as Record<string, string> };
}

export function head(): RouteHead {
  return { title: 'Submissions', robots: 'noindex, nofollow' };
}

export const Component = SubmissionsPage;
