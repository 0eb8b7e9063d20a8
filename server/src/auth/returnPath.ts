// Where a reader goes back to after sign-in or sign-out: only a path on this site, never another origin.

/**
 * Returns `value` when it is a same-site path ("/journal/x?tab=1#top"), otherwise "/".
 * Rejects absolute URLs, protocol-relative "//host", backslash tricks ("/\\host") and control characters,
 * which browsers would otherwise resolve to another origin.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  let resolved: URL;
  try {
    resolved = new URL(value, 'http://site.invalid');
  } catch {
    return '/';
  }
  if (resolved.origin !== 'http://site.invalid') return '/';
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
