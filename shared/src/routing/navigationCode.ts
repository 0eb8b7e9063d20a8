// A page's navigation code: its loader and what only the loader uses (the API calls, the config
// fetches, the sanitising of results). A page the server rendered hydrates from the data it sent, so
// none of that runs before the reader does something: it waits in a chunk of its own, fetched the
// first time the reader moves the pointer, touches, types or moves the focus on the page (before
// they can follow a link or send a form: useNavigationCode.ts), or by the first navigation that
// needs it before then.
// A page reached by a client-side navigation needs its loader at once: its remote's route map then
// fetches both chunks together (withNavigationCode), not one after the other.

/** A page's navigation code: call it to load it; `loaded` is its module once it has loaded. */
export interface NavigationCode<Module> {
  (): Promise<Module>;
  readonly loaded: Module | undefined;
}

/** Loads `load`'s module once; a load that failed (the network) is tried again on the next call. */
export function navigationCode<Module>(load: () => Promise<Module>): NavigationCode<Module> {
  let loading: Promise<Module> | undefined;
  let loaded: Module | undefined;
  const code = () => {
    if (loading) return loading;
    const attempt = load().then((module) => (loaded = module));
    loading = attempt;
    attempt.catch(() => {
      if (loading === attempt) loading = undefined;
    });
    return attempt;
  };
  return Object.defineProperty(code, 'loaded', { get: () => loaded }) as NavigationCode<Module>;
}

/**
 * A route map's entry for a page whose loader is navigation code: the page's module, and, once the
 * document is hydrated (the shell marks <html data-hydrated>; the first page's module is loaded
 * before), its navigation code alongside, since a navigation runs the loader next.
 */
export function withNavigationCode<Module>(page: () => Promise<Module>, code: () => Promise<unknown>): () => Promise<Module> {
  return () => {
    if (typeof document !== 'undefined' && document.documentElement.hasAttribute('data-hydrated')) code().catch(() => undefined);
    return page();
  };
}
