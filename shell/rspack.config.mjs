import { fileURLToPath } from 'node:url';
import { defineApp } from '@oap/rspack-config/dev';

// The shell is served by the server under /static/shell/ (hashed file names, cached immutably).
// It lists no remotes: they are registered at run time from the release manifest. Its server target
// is dist/server/shellServer.js (src/server/index.ts), the renderer the Fastify server requires.
export default defineApp({
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  name: 'shell',
  kind: 'host',
  publicPath: '/static/shell/',
});
