// Route module of 'journal-slug-release-check' (/journal/:slug/release-check): a test-only page,
// compiled in only with OAP_RELEASE_CHECK_ROUTE=1 (releaseCheck.ts).
import { useParams } from 'react-router';
import type { RouteHead } from '@oap/contracts/federation/contract.ts';

export function head(): RouteHead {
  return { title: 'Release check', robots: 'noindex, nofollow' };
}

export function Component() {
  const { slug } = useParams();
  return (
    <article>
      <h1>Release check</h1>
      <p>This page of the journal {slug} came with a build of mf-journal, promoted on its own.</p>
    </article>
  );
}
