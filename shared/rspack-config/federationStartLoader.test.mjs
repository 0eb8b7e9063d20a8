// The federation start code made one function in the shell and a call to it in each remote
// (federationStartLoader.cjs), on a module of the shape the federation plugin generates.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const loader = require('./federationStartLoader.cjs');

const head = (name) =>
  'import __module_federation_bundler_runtime__ from "/x/webpack-bundler-runtime/dist/index.cjs";;' +
  'const __module_federation_runtime_plugins__ = [].filter(({ plugin }) => plugin).map(({ plugin, params }) => plugin(params));' +
  'const __module_federation_remote_infos__ = {};' +
  `const __module_federation_container_name__ = "${name}";` +
  'const __module_federation_share_strategy__ = "loaded-first";' +
  'const __module_federation_share_fallbacks__ = undefined;' +
  'const __module_federation_library_type__ = "var";';
const start =
  'const runtimeRequire=__webpack_require__;if(runtimeRequire.federation){runtimeRequire.federation.started=[__module_federation_container_name__,__module_federation_share_strategy__,__module_federation_bundler_runtime__.id,__module_federation_library_type__]}';

function transform(source, role) {
  return loader.call({ getOptions: () => ({ role }) }, source);
}

/** Runs a transformed module: its import is given, __webpack_require__ is the container's. */
function run(code, { bundlerRuntime, webpackRequire }) {
  const body = code.replace(/^import __module_federation_bundler_runtime__ from "[^"]*";/, '');
  new Function('__module_federation_bundler_runtime__', '__webpack_require__', body)(bundlerRuntime, webpackRequire);
}

test("the shell's start code becomes a function it runs and hands on; a remote's, a call to it with its own constants", () => {
  globalThis.__OAP_FEDERATION_BUNDLER_RUNTIME__ = {};
  const shell = { federation: {} };
  run(transform(head('shell') + start, 'host'), { bundlerRuntime: { id: 'shell runtime' }, webpackRequire: shell });
  assert.deepEqual(shell.federation.started, ['shell', 'loaded-first', 'shell runtime', 'var']);
  assert.equal(typeof globalThis.__OAP_FEDERATION_BUNDLER_RUNTIME__.start.run, 'function');

  const remoteCode = transform(head('mf_search') + start, 'remote');
  assert.ok(!remoteCode.includes('runtimeRequire.federation.started'), "the remote carries no copy of the start code");
  const remote = { federation: {} };
  run(remoteCode, { bundlerRuntime: { id: 'remote runtime' }, webpackRequire: remote });
  assert.deepEqual(remote.federation.started, ['mf_search', 'loaded-first', 'remote runtime', 'var']);
  delete globalThis.__OAP_FEDERATION_BUNDLER_RUNTIME__;
});

test("a remote whose start code is not the shell's does not start", () => {
  globalThis.__OAP_FEDERATION_BUNDLER_RUNTIME__ = {};
  run(transform(head('shell') + start, 'host'), { bundlerRuntime: {}, webpackRequire: { federation: {} } });
  const other = transform(head('mf_search') + start.replace('started=', 'begun='), 'remote');
  assert.throws(() => run(other, { bundlerRuntime: {}, webpackRequire: { federation: {} } }), /not the shell's/);
  delete globalThis.__OAP_FEDERATION_BUNDLER_RUNTIME__;
});

test('a module of another shape is left as it is', () => {
  for (const source of [start, head('x') + 'runtimeRequire.federation.started=1', head('x') + start.replace('__module_federation_library_type__]', '__module_federation_new_thing__]')]) {
    assert.equal(transform(source, 'remote'), source);
  }
});
