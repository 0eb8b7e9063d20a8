// `pnpm test` in this folder; the root jest.config.mjs runs every package's project at once.
import { browserProject } from '@oap/jest-preset';

export default browserProject({ rootDir: import.meta.dirname });
