// The site as it runs at the edge (docs/edge.md): Varnish with the shipped VCL in front of HAProxy with
// the shipped configuration, in front of server copies on one database. What the edge check
// (edge.test.ts) and bench:edge start. Readers reach Varnish's address (every copy's PUBLIC_URL); each
// copy trusts the two hops in front of it for the reader's address, and purges Varnish on changes
// (CACHE_PURGE_VARNISH), as a publishing job beside them would (purgerFromEnv).
import path from 'node:path';
import { freePort, prepareSharedSite, startCopy, type ServerCopy, type SharedSite } from './serverCopies.ts';
import { startHaproxy, type HaproxyProcess } from './haproxyProcess.ts';
import { startVarnish, type VarnishProcess } from './varnishProcess.ts';

export interface EdgeSite {
  site: SharedSite;
  copies: ServerCopy[];
  haproxy: HaproxyProcess;
  varnish: VarnishProcess;
  /** What a process beside the site sets to purge it (CACHE_PURGE_*). */
  purgeEnv: NodeJS.ProcessEnv;
  close(): Promise<void>;
}

export async function startEdgeSite(options: { databaseUrl: string | null; dir: string; copies: number; env?: NodeJS.ProcessEnv; cacheMb?: number }): Promise<EdgeSite> {
  const varnishPort = await freePort();
  const varnishOrigin = `http://127.0.0.1:${varnishPort}`;
  const purgeEnv = { CACHE_PURGE_VARNISH: varnishOrigin };
  const site = await prepareSharedSite({
    databaseUrl: options.databaseUrl,
    dir: options.dir,
    publicUrl: varnishOrigin,
    env: { TRUST_PROXY: '2', ...purgeEnv, ...options.env },
  });
  const ports: number[] = [];
  for (let index = 0; index < options.copies; index += 1) ports.push(await freePort());
  const copies: ServerCopy[] = [];
  let haproxy: HaproxyProcess | null = null;
  try {
    for (const [index, port] of ports.entries()) copies.push(await startCopy(site, index, port));
    haproxy = await startHaproxy({ port: await freePort(), copies: copies.map((copy) => copy.origin), dir: path.join(options.dir, 'haproxy') });
    const varnish = await startVarnish({ port: varnishPort, backend: haproxy.origin, dir: path.join(options.dir, 'varnish'), ...(options.cacheMb ? { memoryMb: options.cacheMb } : {}) });
    return {
      site,
      copies,
      haproxy,
      varnish,
      purgeEnv,
      close: async () => {
        await varnish.close();
        await haproxy?.close();
        await Promise.all(copies.map((copy) => copy.stop()));
      },
    };
  } catch (error) {
    await haproxy?.close();
    await Promise.all(copies.map((copy) => copy.stop('SIGKILL')));
    throw error;
  }
}
