// Where a reader goes back to after sign-in or sign-out: only a path on this site, never another origin.
// The check is made on the target as a browser will resolve it, not on the raw text: "/.//evil.example",
// "/%2e//evil.example" and "/a/..//evil.example" all look like paths but resolve to "//evil.example",
// which a browser reads as another host.

const maxLength = 2048;

/**
 * Returns the same-site path (path, query and fragment, as resolved) that `value` leads to on
 * `publicUrl`, or "/" when it leads anywhere else or is not a plain string path.
 */
export function safeReturnPath(value: unknown, publicUrl: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > maxLength) return '/';
  if (!value.startsWith('/')) return '/';
  // Backslashes count as slashes and tabs and newlines are dropped by URL parsers: refuse them outright.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  let origin: string;
  let resolved: URL;
  try {
    origin = new URL(publicUrl).origin;
    resolved = new URL(value, origin);
  } catch {
    return '/';
  }
  if (resolved.origin !== origin) return '/';
  const target = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  // The Location header is resolved once more by the browser: the path must stay a path there too.
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  let again: URL;
  try {
    again = new URL(target, origin);
  } catch {
    return '/';
  }
  if (again.origin !== origin || again.href !== resolved.href) return '/';
  return target;
}
