import { fileURLToPath } from 'node:url';
import { defineApp } from '@oap/rspack-config/dev';

export default defineApp({
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  name: 'mf_search',
  kind: 'remote',
  exposes: { './routes': './src/routes.ts' },
});
