// The lint rules of every package. typescript-eslint parses with its own TypeScript 6 (this
// package's dependency): the workspace compiles with TypeScript 7, whose native compiler has no
// JavaScript API for typescript-eslint to use. So these rules are syntactic (no type information);
// `pnpm typecheck` is where types are checked.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx'],
    languageOptions: { globals: globals.jest },
  },
]);
