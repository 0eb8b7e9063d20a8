// A real server in a process of its own, for tests that must stop it as a crash would (SIGKILL): the
// platform (buildApp) with the real built shell and remotes published into a registry of its own,
// over the database named by the environment (DATABASE_PATH, or DATABASE_URL), on a free port of
// loopback, which it prints as its first line. Needs the built site (npm test builds first).
import path from 'node:path';
import { remoteNames } from '@oap/contracts/federation/contract.ts';
import { buildApp } from '../src/app/buildApp.ts';
import { readConfig } from '../src/app/config.ts';
import { withSiteRegistry } from '../src/features/releases/siteRegistry.ts';
import { assertBuilt, builtDist } from './ssrFixture.ts';

const base = process.env.SITE_PROCESS_DIR;
if (!base) throw new Error('SITE_PROCESS_DIR names the folder of this test server.');
assertBuilt();
const config = {
  ...readConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1' }),
  releasesDir: path.join(base, 'releases'),
  shellDist: builtDist('shell'),
  logLevel: 'silent',
};
config.mail = { ...config.mail, outboxDir: path.join(base, 'outbox') };
await withSiteRegistry(config.releasesDir, config, async (registry) => {
  for (const remote of remoteNames) await registry.promote(remote, (await registry.publish(remote, builtDist(remote))).id);
});
const app = await buildApp({ config });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${new URL(address).port}\n`);
