import { fileURLToPath } from 'node:url';
import { createAppConfigs } from '../scripts/rspack-app.mjs';

export default createAppConfigs({
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  name: 'mf_journal',
  kind: 'remote',
  exposes: { './routes': './src/routes.ts' },
});
