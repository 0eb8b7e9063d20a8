// The jest project of a browser package (shared, the shell, each remote). Every tool is resolved
// from this package, so an app's jest.config.mjs is one call and runs from the app's own folder;
// the root jest.config.mjs builds all projects from the same function for one CI run.
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * @param {{ rootDir: string, displayName?: string }} options  rootDir: the package folder (tests under src/)
 */
export function browserProject({ rootDir, displayName = path.basename(rootDir) }) {
  return {
    displayName,
    rootDir,
    roots: ['<rootDir>/src'],
    testEnvironment: path.join(here, 'environment.cjs'),
    setupFilesAfterEnv: [path.join(here, 'setup.ts')],
    transform: {
      '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' }, optimizer: { globals: { vars: { 'import.meta.hot': 'undefined', 'import.meta.webpackHot': 'undefined' } } } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // react-router and the federation runtime ship ESM only: let swc compile them.
    transformIgnorePatterns: ['^(?!.*(react-router|@remix-run|@module-federation|cookie-es)|.*\\.mjs$).*/node_modules/'],
    moduleNameMapper: { '\\.css$': require.resolve('identity-obj-proxy') },
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  };
}
