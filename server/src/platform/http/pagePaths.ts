// Which addresses are pages (the shell's document) and which are the API or files: one rule for the
// page handler, the page-form handler and the answers to refused requests; and how long a part of
// an address may be.
const notPages = /^\/(api|static|remotes)(\/|$)/;

export function isPagePath(pathname: string): boolean {
  return !notPages.test(pathname);
}

/** The longest part of an address the router takes (its maxParamLength): longer is refused with a 414. */
export const MAX_PATH_PARAMETER_LENGTH = 500;

/** What a reader is told when a part of the address is longer than that (the address is never echoed). */
export const addressTooLong = {
  status: 414,
  title: 'This address is too long',
  message: `This address is too long: no part of it may be longer than ${MAX_PATH_PARAMETER_LENGTH} characters. Check the link, or search the site instead.`,
} as const;

/**
 * Whether a part of the path is longer than the router takes. The router refuses such a part where a
 * route has a parameter; the page route (a wildcard) would take it, so it asks this.
 */
export const hasOverlongPart = (pathname: string): boolean => pathname.split('/').some((part) => part.length > MAX_PATH_PARAMETER_LENGTH);
