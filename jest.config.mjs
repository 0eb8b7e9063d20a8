// Unit and component tests of the browser code: shared, the shell and every remote.
const browserProject = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  roots: ['<rootDir>/src'],
  testEnvironment: '<rootDir>/../scripts/jest/environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/../scripts/jest/setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' }, optimizer: { globals: { vars: { 'import.meta.hot': 'undefined' } } } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // react-router and the federation runtime ship ESM only: let swc compile them.
  transformIgnorePatterns: ['^(?!.*(react-router|@remix-run|@module-federation|cookie-es)|.*\\.mjs$).*/node_modules/'],
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
});

// The contracts package sits one folder deeper (shared/contracts): same settings, its own paths.
const contractsProject = {
  ...browserProject('shared/contracts'),
  displayName: 'contracts',
  testEnvironment: '<rootDir>/../../scripts/jest/environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/../../scripts/jest/setup.ts'],
};

export default {
  projects: [...['shared', 'shell', 'mf-search', 'mf-journal', 'mf-article', 'mf-static-pages', 'mf-author-services'].map(browserProject), contractsProject],
};
