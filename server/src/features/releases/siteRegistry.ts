// The release registry of a site's database, for code that runs beside a server rather than inside
// it: the command line's commands on the server's disk, and the fixtures and benches that publish
// builds before their server starts. The server itself opens the registry over its records database
// (app.ts).
import { createStore, type StoreConfig } from '../../data/createStore.ts';
import { ReleaseRegistry, type RegistryOptions } from './registry.ts';

/** Opens the site's store (createStore, migrated) and its registry; `close` closes both. */
export async function openSiteRegistry(releasesDir: string, database: string | StoreConfig, options: RegistryOptions = {}): Promise<ReleaseRegistry> {
  // A path is the SQLite file; a StoreConfig may name PostgreSQL (DATABASE_URL).
  const store = await createStore(typeof database === 'string' ? { databasePath: database } : database);
  const registry = await ReleaseRegistry.open(releasesDir, store.records, { pollMs: 0, ...options });
  const close = registry.close.bind(registry);
  return Object.assign(registry, {
    close: async () => {
      try {
        await close();
      } finally {
        await store.close();
      }
    },
  });
}

/** Runs `work` with the site's registry, closed afterwards (pending health written). */
export async function withSiteRegistry<T>(releasesDir: string, database: string | StoreConfig, work: (registry: ReleaseRegistry) => Promise<T>, options: RegistryOptions = {}): Promise<T> {
  const registry = await openSiteRegistry(releasesDir, database, options);
  try {
    return await work(registry);
  } finally {
    await registry.close();
  }
}
