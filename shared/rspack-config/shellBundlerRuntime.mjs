// The shell's federation bundler runtime (the functions through which a container's webpack runtime
// loads shared modules and starts its share scope), as rspack's federation start code imports it,
// also handed to the remotes' entries (remoteBundlerRuntime.mjs) so that they do not each bring a copy.
// The federation plugin's start code adds itself here as `start` (federationStartLoader.cjs).
// 'oap-federation-bundler-runtime' is @module-federation/webpack-bundler-runtime's ES module entry (a
// resolve alias), named otherwise so that this module's own import is not taken for itself.
import federation from 'oap-federation-bundler-runtime';

globalThis.__OAP_FEDERATION_BUNDLER_RUNTIME__ = {
  // Defined by the build (createAppConfig).
  version: __OAP_FEDERATION_VERSION__,
  bundlerRuntime: federation.bundlerRuntime,
  attachShareScopeMap: federation.attachShareScopeMap,
};

export default federation;
