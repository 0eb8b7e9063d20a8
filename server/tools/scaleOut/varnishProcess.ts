// Varnish with the shipped configuration (deploy/varnish/default.vcl) on loopback, in front of one
// backend (HAProxy, or one server): what the edge check and bench:edge start. default.vcl is used as
// it is; this run's own part is the file it includes, site-backend.vcl (the backend's address and who
// may purge), written into the run's folder, which comes first on the VCL path. Debian's varnish 7.1
// with varnish-modules (xkey); the test setup installs them.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from '../../src/platform/paths.ts';

export const shippedVclDir = path.join(repositoryRoot, 'deploy', 'varnish');
export const varnishdBinary = process.env.VARNISHD_PATH ?? '/usr/sbin/varnishd';

/** Why Varnish cannot run here, or null when it can (varnishd and the xkey module installed). */
export function varnishUnavailable(): string | null {
  if (!fs.existsSync(varnishdBinary)) return `no varnishd at ${varnishdBinary}: install Debian's varnish and varnish-modules (the test setup does), or set VARNISHD_PATH`;
  const vmods = ['/usr/lib/x86_64-linux-gnu/varnish/vmods', '/usr/lib/aarch64-linux-gnu/varnish/vmods', '/usr/lib/varnish/vmods'];
  if (!vmods.some((dir) => fs.existsSync(path.join(dir, 'libvmod_xkey.so')))) return 'varnishd has no xkey module: install Debian\'s varnish-modules';
  return null;
}

/** "7.1.1": the installed Varnish's version, for reports. */
export function varnishVersion(): string {
  const result = spawnSync(varnishdBinary, ['-V'], { encoding: 'utf8' });
  return /varnish-(\S+)/.exec(`${result.stdout}${result.stderr}`)?.[1] ?? 'unknown';
}

/** site-backend.vcl for a backend at `backend` (an origin), purged from loopback. */
export function siteBackendVcl(backend: string): string {
  const url = new URL(backend);
  return `backend site {
  .host = "${url.hostname}";
  .port = "${url.port}";
  .connect_timeout = 2s;
  .first_byte_timeout = 60s;
  .between_bytes_timeout = 30s;
}

acl purgers {
  "127.0.0.1";
  "::1";
}
`;
}

export interface VarnishProcess {
  /** http://127.0.0.1:<port>: the site as readers reach it. */
  origin: string;
  child: ChildProcess;
  output(): string;
  /** Varnish's own counters by name (varnishstat), such as MAIN.n_object and MAIN.n_lru_nuked. */
  counters(names: readonly string[]): Record<string, number>;
  close(): Promise<void>;
}

/** Starts varnishd on `port` in front of `backend`; resolves once the site answers through it. */
export async function startVarnish(options: { port: number; backend: string; dir: string; memoryMb?: number }): Promise<VarnishProcess> {
  const dir = path.resolve(options.dir);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'site-backend.vcl'), siteBackendVcl(options.backend));
  const args = [
    '-F',
    // No privilege separation: the run's folder is this user's (on a server, the package's service runs it as its own user).
    '-j', 'none',
    '-n', path.join(dir, 'instance'),
    '-a', `127.0.0.1:${options.port}`,
    '-T', 'none',
    '-f', path.join(shippedVclDir, 'default.vcl'),
    '-p', `vcl_path=${dir}:${shippedVclDir}`,
    '-s', `malloc,${options.memoryMb ?? 256}m`,
  ];
  const child = spawn(varnishdBinary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`varnishd exited while starting (${child.exitCode}):\n${output}`);
    const status = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2000) }).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the site did not answer through varnishd within 60 s (last status ${status}):\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    child,
    output: () => output,
    counters: (names) => {
      const result = spawnSync('varnishstat', ['-n', path.join(dir, 'instance'), '-1', '-j', ...names.flatMap((name) => ['-f', name])], { encoding: 'utf8' });
      if (result.status !== 0) throw new Error(`varnishstat failed: ${result.stderr}`);
      const { counters } = JSON.parse(result.stdout) as { counters: Record<string, { value: number }> };
      return Object.fromEntries(names.map((name) => [name, counters[name]?.value ?? 0]));
    },
    close: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
      fs.rmSync(path.join(dir, 'instance'), { recursive: true, force: true });
    },
  };
}
