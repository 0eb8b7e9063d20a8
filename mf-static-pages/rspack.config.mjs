import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../scripts/rspack-app.mjs';

export default createAppConfig({
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  name: 'mf_static_pages',
  kind: 'remote',
  exposes: { './routes': './src/routes.ts' },
});
