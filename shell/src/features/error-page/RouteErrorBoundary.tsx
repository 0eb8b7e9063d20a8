// Catches what a page throws (a 404 from the routing table, an API error, a remote that failed to
// load or crashed) and shows the error page inside the layout, so header and footer stay.
import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { displayedStatus } from '@oap/contracts/errors/errorMessages.ts';
import { writeDocumentHead } from '../head/writeDocumentHead.ts';
import { LazyErrorPage } from './LazyErrorPage.tsx';
import { recoverFromRouteError } from '../../runtime/buildUpdates.ts';
import { reportError } from '../monitoring/reportError.ts';
import { siteOrigin } from '@oap/shared/site/runtimeConfig.ts';

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

/**
 * Spec 1 and 8: the error page's title, marked noindex, nofollow. The head replaces the previous
 * page's tags, and the next page's head replaces these, so the flags reset on leaving.
 */
function useErrorPageHead(statusCode: number, pathname: string) {
  useEffect(() => {
    writeDocumentHead(({ applyDocumentHead, errorPageHead }) => applyDocumentHead(errorPageHead(statusCode), { origin: siteOrigin(), pathname, status: statusCode }));
  }, [statusCode, pathname]);
}

export function RouteErrorBoundary() {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  const details = describe(error, pathname);
  useEffect(() => {
    // A 4xx is an answer, not a failure: reloading would not change it.
    if (details.statusCode >= 500) recoverFromRouteError(error, `${pathname}${search}`);
  }, [error, pathname, search, details.statusCode]);
  useErrorPageHead(details.statusCode, pathname);
  useEffect(() => {
    if (details.statusCode < 500 || !error) return;
    console.error(error);
    reportError(error);
  }, [details.statusCode, error]);
  return <LazyErrorPage {...details} />;
}
