// Catches what a page throws (a 404 from the routing table, an API error, a remote that failed to
// load or crashed) and shows the error page inside the layout, so header and footer stay.
import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { displayedStatus, errorMessageFor } from '@oap/shared/errors/errorMessages.ts';
import { errorTitle } from '@oap/shared/site/pageTitle.ts';
import { ErrorPage } from './ErrorPage.tsx';
import { recoverFromRouteError } from '../../app/federation/buildUpdates.ts';
import { reportError } from '../monitoring/initMonitoring.ts';

interface ErrorDetails {
  statusCode: number;
  detail?: string;
  customHtml?: string;
}

function describe(error: unknown, pathname: string): ErrorDetails {
  if (isRouteErrorResponse(error)) {
    const body = error.data as { message?: string; data?: { custom?: string } } | null;
    const statusCode = displayedStatus(error.status);
    const details: ErrorDetails = { statusCode, detail: statusCode === 404 ? `Page not found: ${pathname}` : body?.message };
    if (body?.data?.custom) details.customHtml = body.data.custom;
    return details;
  }
  const withStatus = error as { statusCode?: number; data?: { data?: { custom?: string } } } | null;
  const statusCode = displayedStatus(withStatus?.statusCode);
  const details: ErrorDetails = { statusCode };
  if (statusCode === 404) details.detail = `Page not found: ${pathname}`;
  const custom = withStatus?.data?.data?.custom;
  if (custom) details.customHtml = custom;
  return details;
}

/** Spec 8: a 404 is marked noindex, nofollow; the flag goes when the reader leaves the page. */
function useRobotsNoindex(active: boolean) {
  useEffect(() => {
    if (!active) return undefined;
    // The server already marks a 404 document; a 404 reached by client navigation needs its own tag.
    let meta = document.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'robots';
      document.head.append(meta);
    }
    meta.content = 'noindex, nofollow';
    const element = meta;
    return () => element.remove();
  }, [active]);
}

export function RouteErrorBoundary() {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  const details = describe(error, pathname);
  useEffect(() => {
    // A 4xx is an answer, not a failure: reloading would not change it.
    if (details.statusCode >= 500) recoverFromRouteError(error, `${pathname}${search}`);
  }, [error, pathname, search, details.statusCode]);
  useRobotsNoindex(details.statusCode === 404);
  useEffect(() => {
    document.title = errorTitle(details.statusCode, details.statusCode === 404 ? 'Page not found' : errorMessageFor(details.statusCode));
  }, [details.statusCode]);
  useEffect(() => {
    if (details.statusCode < 500 || !error) return;
    console.error(error);
    reportError(error);
  }, [details.statusCode, error]);
  return <ErrorPage {...details} />;
}
