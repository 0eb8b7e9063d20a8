// The path and query of an HTTP request target. A request line may name an absolute URL ("GET
// http://elsewhere.example/journal/x HTTP/1.1", RFC 9112 absolute-form); the site answers for its own
// address only, so what stays is the path, as if the line had been in the usual origin-form.
//
// A path that opens with more than one slash ("//", "///x", "/\x") is read as that path with one:
// the URL parser would take what follows for a host ("//x" is http://x/), or fail on an empty one.
export function pathOfRequestTarget(target: string): string {
  if (target.startsWith('/')) return target.replace(/^[/\\]+/, '/');
  // "*" (OPTIONS *) and authority-form (CONNECT host:port) have no path: the root stands in.
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(target)) return '/';
  try {
    const url = new URL(target);
    return `${url.pathname}${url.search}`.replace(/^[/\\]+/, '/');
  } catch {
    return '/';
  }
}
