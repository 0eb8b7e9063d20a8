// The one rule for where sign-in starts and where it comes back to (spec 4 Auth: "The current route
// path is stored as a return target before sign-in or sign-out"). The header's Sign in link, its
// scripted click and Log out all build their target here.

/** The query parameter the sign-in page (/auth/login) and the sign-in and sign-out calls read. */
export const returnToParam = 'returnTo';

/** The current route's path, query and hash: where the reader comes back to. */
export function returnPathOf({ pathname, search, hash }: { pathname: string; search: string; hash: string }): string {
  return `${pathname}${search}${hash}`;
}

/** `path?returnTo=<the return path>`, for the sign-in page and the auth calls alike. */
export function withReturnTo(path: string, returnPath: string): string {
  return `${path}?${returnToParam}=${encodeURIComponent(returnPath)}`;
}

/** The sign-in page, which works without scripts (it redirects to the provider): Sign in's href. */
export const signInPagePath = '/auth/login';
