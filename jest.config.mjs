// Unit and component tests of the browser code: shared, the shell and every remote.
const browserProject = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  roots: ['<rootDir>/src'],
  testEnvironment: '<rootDir>/../scripts/jest/environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/../scripts/jest/setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
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
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/(react-router|@module-federation))', '/node_modules/\\.pnpm/(?!react-router|@module-federation)'],
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
});

export default {
  projects: ['shared', 'shell', 'mf-search', 'mf-journal', 'mf-article', 'mf-static-pages', 'mf-author-services'].map(browserProject),
};
