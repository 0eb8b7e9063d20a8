// Route module of 'release-manager' (/release-manager): the release page for accounts with the
// `release-manager` role: each app's active build, canary, last known good and builds with
// their health, the audit log, and the release actions as forms (releaseActions.ts). The release API
// answers 401 or 403 to anyone else, which is this page's answer too.
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { apiGet } from '@oap/shared/api/client.ts';
import type { RouteHead } from '@oap/contracts/federation/contract.ts';
import { formToken } from '@oap/shared/forms/submitForm.ts';
import { orRouteError } from '@oap/shared/routing/notFound.ts';
import type { AuditEntry, ReleaseStatus } from './releaseTypes.ts';
import { releaseAction } from './releaseActions.ts';
import { ReleaseManagerPage } from './ReleaseManagerPage.tsx';

/** The audit log's newest entries shown on the page. */
export const AUDIT_ENTRIES_SHOWN = 50;

/** What the page's address says was just done (after Post/Redirect/Get), for the line at its top. */
function doneOf(search: URLSearchParams) {
  const intent = search.get('done');
  const app = search.get('app');
  if (!intent || !app) return null;
  return { intent, app, build: search.get('build') ?? '', percent: search.get('percent') ?? '', link: search.get('link') ?? '' };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The status first: a reader without the role is refused before anything else is asked.
  const status = await orRouteError(request, apiGet<ReleaseStatus>('/api/releases/status', { context }));
  const [audit, csrfToken] = await Promise.all([apiGet<{ entries: AuditEntry[] }>(`/api/releases/audit?limit=${AUDIT_ENTRIES_SHOWN}`, { context }), formToken({ context })]);
  return { status, audit: audit.entries, csrfToken, done: doneOf(new URL(request.url).searchParams) };
}

export function action(args: ActionFunctionArgs) {
  return releaseAction(args);
}

export function head(): RouteHead {
  return { title: 'Releases', robots: 'noindex, nofollow' };
}

export const Component = ReleaseManagerPage;
