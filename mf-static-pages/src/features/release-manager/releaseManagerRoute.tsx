// Route module of 'release-manager' (/release-manager): the release page for accounts with the
// `release-manager` role (issue 22). The release API answers 401 or 403 to anyone else, which is
// this page's answer too.
import type { RouteHead } from '@oap/contracts/federation/contract.ts';

export function head(): RouteHead {
  return { title: 'Releases', robots: 'noindex, nofollow' };
}

export function Component() {
  return <h1>Releases</h1>;
}
