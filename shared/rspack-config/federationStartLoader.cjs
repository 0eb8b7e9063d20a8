// The federation plugin starts every container with the same generated code (a data: module that
// fills the container's __webpack_require__.federation from its own sharing and loading data, ~1.6
// KB gzip): once in the shell's main.js, and again in every remote's remoteEntry.js, so in every
// first page twice. Only the constants at its head differ (the container's name, its runtime
// plugins). This loader makes that code a function in the shell, handed to the remotes on the
// shell's federation bundler runtime (shellBundlerRuntime.mjs), and a remote's start a call to it
// with its own constants. The code is taken as the plugin generated it, so it is the same as before;
// each side names it by a hash of its text, and a remote whose start code is not the shell's (built
// with another rspack) fails to start, as for another federation runtime (remoteBundlerRuntime.mjs):
// the shell then falls back to its last known good build. Code not of the expected shape is left
// as it is (and the budget spec names the grown file).
const { createHash } = require('node:crypto');

const startMarker = 'const runtimeRequire=__webpack_require__;';
/** What the start code reads from the head: the bundler runtime, the plugins and the container's constants. */
const constants = [
  '__module_federation_bundler_runtime__',
  '__module_federation_runtime_plugins__',
  '__module_federation_remote_infos__',
  '__module_federation_container_name__',
  '__module_federation_share_strategy__',
  '__module_federation_share_fallbacks__',
  '__module_federation_library_type__',
];

/** The head (imports and constants) and the start code, or null when the module is not as expected. */
function split(source) {
  const at = source.indexOf(startMarker);
  if (!source.startsWith('import __module_federation_bundler_runtime__ from ') || at < 0) return null;
  const head = source.slice(0, at);
  const start = source.slice(at + startMarker.length);
  const declared = (name) => head.includes(`import ${name} from `) || head.includes(`const ${name} = `);
  if (!constants.every(declared)) return null;
  // Every other name of that form in the start code would be a constant this loader does not pass.
  const used = new Set(start.match(/__module_federation_[a-z_]+__/g));
  if ([...used].some((name) => !constants.includes(name))) return null;
  return { head, start };
}

function startKey(start) {
  return createHash('sha256').update(start).digest('hex').slice(0, 16);
}

module.exports = function federationStartLoader(source) {
  const { role } = this.getOptions();
  const parts = split(source);
  if (!parts) return source;
  const { head, start } = parts;
  const key = JSON.stringify(startKey(start));
  const args = constants.join(',');
  if (role === 'host') {
    return `${head}const __oap_federation_start__=(runtimeRequire,${args})=>{${start}};
globalThis.__OAP_FEDERATION_BUNDLER_RUNTIME__.start={key:${key},run:__oap_federation_start__};
__oap_federation_start__(__webpack_require__,${args});`;
  }
  return `${head}const __oap_federation_start__=globalThis.__OAP_FEDERATION_BUNDLER_RUNTIME__.start;
if(!__oap_federation_start__||__oap_federation_start__.key!==${key})throw new Error("This remote's federation start code is not the shell's ("+${key}+"): it was built with another rspack.");
__oap_federation_start__.run(__webpack_require__,${args});`;
};

module.exports.split = split;
module.exports.startKey = startKey;
