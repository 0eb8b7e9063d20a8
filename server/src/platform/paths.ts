// The repository's folder, from which the server's default paths (the database, the builds, the
// corpus) are resolved whatever the working directory.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
