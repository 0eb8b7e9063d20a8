// A remote entry's federation bundler runtime, made of the shell's (shellBundlerRuntime.mjs): each
// remoteEntry.js carried its own copy of these functions (~9 KB minified, 3 KB gzip), the same code as
// the shell's, in every first page. They hold no state of their own (each call is given the
// container's webpack require); what is the container's own is made here: its share scope object (S),
// the federation runtime module (which keeps the container's instance; ~1 KB), and the exposing
// container's start, which the shell (exposing nothing) is built without. (The plugin's start code,
// which runs the container's init, is the shell's too: federationStartLoader.cjs.) The shell always
// runs before any remote entry (as for the runtime core, experiments.externalRuntime); built against
// another version of the federation runtime, the entry fails to start, and the shell falls back to the
// remote's last known good build or shows the error page.
// Of the federation runtime module, the bundler runtime calls init (init.js) and getRemoteEntry
// (getSharedFallbackGetter.js) on a container's own: the rest of it (loadRemote, loadShare and the like,
// with the error messages they assert with, ~0.8 KB gzip) is the shell's business, not a remote's.
// (bundlerRuntimeUse.test.mjs checks the bundler runtime calls no other.)
import { getRemoteEntry, init } from '@module-federation/runtime';
import { initContainerEntry } from 'oap-federation-init-container-entry';

const provided = globalThis.__OAP_FEDERATION_BUNDLER_RUNTIME__;
// Defined by the build (createAppConfig).
const expected = __OAP_FEDERATION_VERSION__;
if (!provided || provided.version !== expected) {
  throw new Error(`This remote needs the shell's federation runtime ${expected}; the page has ${provided ? provided.version : 'none'}.`);
}

export default {
  runtime: { init, getRemoteEntry },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, S: {}, initContainerEntry },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
