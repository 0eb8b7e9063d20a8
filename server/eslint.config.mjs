// The server's layers, top to bottom: composition, pages, product features, the scholarly catalogue,
// what any feature may use, and the SQL handle with its engines. Tools and test fixtures sit outside
// src and may use all of it; src uses neither.
import { defineConfig } from 'eslint/config';
import base, { layered } from '@oap/eslint-config';

export default defineConfig([
  ...base,
  ...layered({
    root: 'src',
    layers: ['app', 'pages', 'features', 'catalogue', 'platform', 'data'],
    forbidden: ['tools', 'test-support'],
  }),
]);
