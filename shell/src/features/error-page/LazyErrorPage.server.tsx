// The error page in a server render (the server twin of LazyErrorPage.tsx, see serverTwins in
// shared/rspack-config): the same tree, with the page imported directly, so the served HTML holds
// the status and its sentence in place for a reader without scripts. The browser still fetches the
// page's module only when an error page is shown; hydration keeps this HTML until it has.
import { Suspense } from 'react';
import { ErrorPage, type ErrorPageProps } from './ErrorPage.tsx';

export function LazyErrorPage(props: ErrorPageProps) {
  return (
    <Suspense fallback={null}>
      <ErrorPage {...props} />
    </Suspense>
  );
}
