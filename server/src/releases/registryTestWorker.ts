// A second process for the registry's lock test: publishes builds of one remote into a registry
// folder as fast as it can, each a distinct build. Run: node registryTestWorker.ts <registryDir> <label> <count>
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { federationName } from '@oap/contracts/federation/contract.ts';
import { ReleaseRegistry } from './registry.ts';

const [dir, label, count] = process.argv.slice(2);
const registry = new ReleaseRegistry(dir!);
const dist = fs.mkdtempSync(path.join(os.tmpdir(), `oap-worker-${label}-`));
fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: federationName('mf-search') }));
for (let index = 0; index < Number(count); index += 1) {
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), `/* ${label} ${index} */`);
  registry.publish('mf-search', dist, { actor: `worker ${label}` });
}
