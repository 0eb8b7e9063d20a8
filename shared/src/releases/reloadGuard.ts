// Spec 8: when a part of the page fails to load, the page reloads, at most once per 10 seconds per path.
export const pageReloadGuardMs = 10_000;

const key = (path: string) => `oap:reloaded:${path}`;

/** Reloads at `path` unless that path was reloaded this way less than 10 s ago; returns whether it did. */
export function reloadOncePerGuard(requested: string, now = Date.now(), storage: Storage = window.sessionStorage, navigate = (target: string) => window.location.assign(target)): boolean {
  // Always a path on this site: "//elsewhere.example/x" must not become a protocol-relative URL.
  const path = `/${requested.replace(/^[/\\]+/, '')}`;
  let last: number;
  try {
    last = Number(storage.getItem(key(path)) ?? 0);
  } catch {
    return false;
  }
  if (now - last < pageReloadGuardMs) return false;
  try {
    storage.setItem(key(path), String(now));
  } catch {
    return false;
  }
  navigate(path);
  return true;
}
