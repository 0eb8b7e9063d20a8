// The error page as the boundaries show it: its module (with the breadcrumbs and cards it brings, ~5 KB
// minified) is fetched when an error page is shown, not with every page. Where that file cannot be
// fetched either (the network that failed the page), a bare page stands in: the status, the message
// and the way home.
import { lazy, Suspense } from 'react';
import { displayedStatus, errorMessageFor } from '@oap/contracts/errors/errorMessages.ts';
import type { ErrorPageProps } from './ErrorPage.tsx';

const ErrorPageModule = lazy(() =>
  import(/* webpackChunkName: "on-demand-error-page" */ './ErrorPage.tsx').then(
    ({ ErrorPage }) => ({ default: ErrorPage }),
    () => ({ default: BareErrorPage }),
  ),
);

function BareErrorPage({ statusCode, detail }: ErrorPageProps) {
  const status = displayedStatus(statusCode);
  return (
    <section aria-labelledby="error-status">
      <h1 id="error-status">{status}</h1>
      {detail ? <p>{detail}</p> : null}
      <p>{errorMessageFor(status)}</p>
      <a href="/">Go back to Home</a>
    </section>
  );
}

export function LazyErrorPage(props: ErrorPageProps) {
  return (
    <Suspense fallback={null}>
      <ErrorPageModule {...props} />
    </Suspense>
  );
}
