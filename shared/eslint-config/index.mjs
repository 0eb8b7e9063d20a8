// The lint rules of every package. typescript-eslint parses with its own TypeScript 6 (this
// package's dependency): the workspace compiles with TypeScript 7, whose native compiler has no
// JavaScript API for typescript-eslint to use. So these rules are syntactic (no type information);
// `pnpm typecheck` is where types are checked.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/**
 * Imports that point one way: `layers` lists a package's folders from the top (composition) down, and
 * a file may import from its own layer and those below it, never from one above. Tests are leaves
 * (nothing imports them), so they may reach any layer of their package; what they may not do, and
 * nor may anything else, is close a cycle (import-x/no-cycle, type-only imports exempt).
 * `forbidden` lists folders that no file under `root` may import (tools and test fixtures).
 */
export function layered({ root, layers, forbidden = [], tests = ['**/*.test.ts', '**/*.test.tsx'] }) {
  const zones = layers.flatMap((layer, index) => {
    const above = layers.slice(0, index);
    return above.length === 0
      ? []
      : [{ target: `${root}/${layer}`, from: above.map((upper) => `${root}/${upper}`), message: `${layer} sits below ${above.join(', ')}: import downwards only (${layers.join(' → ')}).` }];
  });
  const forbiddenZones = forbidden.map((folder) => ({ target: root, from: folder, message: `code under ${root} must not depend on ${folder}.` }));
  return [
    {
      files: [`${root}/**/*.{ts,tsx}`],
      ignores: tests,
      plugins: { 'import-x': importX },
      rules: { 'import-x/no-restricted-paths': ['error', { zones: [...zones, ...forbiddenZones] }] },
    },
  ];
}

export default defineConfig([
  globalIgnores(['**/dist/**', '**/node_modules/**', '**/coverage/**', '**/.turbo/**']),
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Unused names are mistakes, except the deliberate `_`-prefixed ones (ignored arguments, rest siblings).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // The federation contract and a few test doubles type plain `any` on purpose (RouteModule<any>).
      '@typescript-eslint/no-explicit-any': 'off',
      // TypeScript checks these (and knows about type-only names and globals such as JSX).
      'no-undef': 'off',
      // These two check code for the React Compiler, which the project does not use. What they find
      // today is deliberate: a "latest callback" ref written during render (so an effect need not
      // re-subscribe) and state reset in an effect when a prop changes. Warnings: visible, to be
      // replaced (useEffectEvent) when someone touches the file, not a reason to fail a build.
      'react-hooks/refs': 'warn',
      'react-hooks/set-state-in-effect': 'warn',
    },
  },
  {
    // Cycles between modules (type-only imports do not count: they vanish when compiled).
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // No function holds a subsystem: one past a hundred lines of code does several things, and its
    // parts want names. Test files are exempt (a suite is a long list of cases).
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx'],
    languageOptions: { globals: globals.jest },
  },
]);
