// A second process for the registry's concurrency test: publishes builds of one remote into a
// registry (its folder, and the site's database it shares with the test: a SQLite file, or a
// PostgreSQL URL) as fast as it can, each a distinct build.
// Run: node registryTestWorker.ts <registryDir> <databaseFile or postgres://URL> <label> <count>
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { federationName } from '@oap/contracts/federation/contract.ts';
import { buildMetadataFile } from '@oap/contracts/federation/buildMetadata.ts';
import { openSiteRegistry } from '../src/features/releases/siteRegistry.ts';

const [dir, database, label, count] = process.argv.slice(2);
const postgres = /^postgres(ql)?:\/\//.test(database!);
const registry = await openSiteRegistry(dir!, postgres ? { databasePath: `${dir}.sqlite`, databaseUrl: database! } : database!);
const dist = fs.mkdtempSync(path.join(os.tmpdir(), `oap-worker-${label}-`));
fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: federationName('mf-search') }));
fs.writeFileSync(path.join(dist, buildMetadataFile), JSON.stringify({ app: 'mf-search', routes: [], prerendered: [] }));
for (let index = 0; index < Number(count); index += 1) {
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), `/* ${label} ${index} */`);
  await registry.publish('mf-search', dist, { actor: `worker ${label}` });
}
await registry.close();
