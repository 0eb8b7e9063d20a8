import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../scripts/rspack-app.mjs';

// The shell is served by the server under /static/shell/ (hashed file names, cached immutably).
// It lists no remotes: they are registered at run time from the release manifest.
export default createAppConfig({
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  name: 'shell',
  kind: 'host',
  publicPath: '/static/shell/',
});
