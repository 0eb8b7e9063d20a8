// The shell's layers: its server entry and the app (router, providers, remote pages) compose the
// features; the runtime (release state, federation plugins, active and current routes) is what
// every part may use.
import { defineConfig } from 'eslint/config';
import base, { layered } from '@oap/eslint-config';

export default defineConfig([...base, ...layered({ root: 'src', layers: ['server', 'app', 'features', 'runtime'] })]);
