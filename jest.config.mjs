// Every browser package's jest project in one run (npm test, CI); each package also runs its own
// with `pnpm test` in its folder. Both come from the same preset (@oap/jest-preset).
import path from 'node:path';
import { browserProject } from '@oap/jest-preset';

const packages = ['shared', 'shell', 'mf-search', 'mf-journal', 'mf-article', 'mf-static-pages', 'mf-author-services'];

export default {
  projects: [
    ...packages.map((name) => browserProject({ rootDir: path.join(import.meta.dirname, name), displayName: name })),
    browserProject({ rootDir: path.join(import.meta.dirname, 'shared', 'contracts'), displayName: 'contracts' }),
  ],
};
