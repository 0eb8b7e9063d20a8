// What the shell's federation runtime keeps of runtime-core's utils/preload.js (unusedCode.mjs puts
// this module in its place): preloadRemote() and the helpers' preloadAssets, which fetch a remote's
// files ahead of loadRemote() from its manifest snapshot, ~1.1 KB gzip in every first page. Nothing
// here calls them (the shell loads a page's code itself when a link to it is about to be followed,
// routePreloader.ts); the two small helpers are the original's.
const notBuiltIn = (what) => {
  throw new Error(`${what} is not built into this site's federation runtime (shared/rspack-config/unused-code).`);
};

export function defaultPreloadArgs(preloadConfig) {
  return { resourceCategory: 'sync', share: true, depsRemote: true, recordPreloadedAssets: true, ...preloadConfig };
}

export function normalizePreloadExposes(exposes) {
  if (!exposes) return [];
  return exposes.map((expose) => (expose === '.' ? expose : expose.startsWith('./') ? expose.replace('./', '') : expose));
}

export function formatPreloadArgs() {
  return notBuiltIn('preloadRemote()');
}

export function preloadAssets() {
  return notBuiltIn('preloadAssets()');
}
