// The remote's route map (src/*.ts) composes its features; a feature never imports the route map.
import { defineConfig } from 'eslint/config';
import base, { layered } from '@oap/eslint-config';

export default defineConfig([...base, ...layered({ root: 'src', layers: ['*.ts', 'features'] })]);
