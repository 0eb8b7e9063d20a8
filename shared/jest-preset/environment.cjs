// jsdom, plus the web platform pieces jsdom lacks and react-router needs (toolchain.md, Tests).
const { TestEnvironment } = require('jest-environment-jsdom');

class BrowserLikeEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    for (const name of ['TextEncoder', 'TextDecoder', 'Request', 'Response', 'Headers', 'fetch', 'structuredClone', 'AbortController', 'AbortSignal', 'ReadableStream', 'TransformStream', 'WritableStream']) {
      if (typeof globalThis[name] !== 'undefined') g[name] = globalThis[name];
    }
  }
}

module.exports = BrowserLikeEnvironment;
