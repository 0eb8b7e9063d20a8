// HAProxy with the shipped configuration (deploy/haproxy/haproxy.cfg) in front of server copies on
// loopback: what the two-server check, the scale-out bench and the edge check start. The shipped file
// is used as it is, with only what is this run's own put in: the frontend's address, one `server`
// line per copy, and the admin socket's path. Debian's haproxy (2.6); the test setup installs it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from '../../src/platform/paths.ts';

export const shippedHaproxyConfig = path.join(repositoryRoot, 'deploy', 'haproxy', 'haproxy.cfg');
export const haproxyBinary = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

/** "2.6.12-1+deb12u4": the installed HAProxy's version, for reports. */
export function haproxyVersion(): string {
  const output = spawnSync(haproxyBinary, ['-v'], { encoding: 'utf8' }).stdout ?? '';
  return /version (\S+)/.exec(output)?.[1] ?? 'unknown';
}

/** The header the shipped configuration names the answering copy in (its `server` name). */
export const UPSTREAM_HEADER = 'x-upstream';

/** The index of the copy an answer came from ("copy1" and its backup line "copy1-anyway" are 1), or -1 when no copy is named. */
export function copyIndexOf(header: string | string[] | null | undefined): number {
  const match = /^copy(\d+)(-anyway)?$/.exec(Array.isArray(header) ? (header[0] ?? '') : (header ?? ''));
  return match ? Number(match[1]) : -1;
}

/** The shipped configuration for this run: `bind` on loopback `port`, the copies `origins` in order (copy0, copy1, ...; each again as its backup line). */
export function haproxyConfig(shipped: string, options: { port: number; copies: readonly string[]; adminSocket: string }): string {
  const lines = shipped.split('\n');
  const isServer = (line: string) => /^\s+server copy\d+(-anyway)? /.test(line);
  const serverAt = lines.findIndex(isServer);
  if (serverAt < 0 || !lines.some((line) => /^\s+bind 127\.0\.0\.1:\d+$/.test(line))) throw new Error(`${shippedHaproxyConfig} no longer has the bind and server lines this run fills in.`);
  const addresses = options.copies.map((origin) => `${new URL(origin).hostname}:${new URL(origin).port}`);
  const servers = [
    ...addresses.map((address, index) => `    server copy${index} ${address}`),
    ...addresses.map((address, index) => `    server copy${index}-anyway ${address} backup no-check`),
  ];
  const kept = lines.filter((line) => !isServer(line));
  kept.splice(serverAt, 0, ...servers);
  return kept
    .join('\n')
    .replace(/^(\s+)bind 127\.0\.0\.1:\d+$/m, `$1bind 127.0.0.1:${options.port}`)
    .replace(/stats socket \S+/, `stats socket ${options.adminSocket}`);
}

export interface HaproxyProcess {
  /** http://127.0.0.1:<port>: the site's one address. */
  origin: string;
  child: ChildProcess;
  /** What HAProxy wrote (its log lines included), for a failing check's message. */
  output(): string;
  close(): Promise<void>;
}

/** Whether `origin` answers /readyz through the proxy (some copy behind it is ready). */
async function ready(origin: string): Promise<boolean> {
  try {
    return (await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2000) })).status === 200;
  } catch {
    return false;
  }
}

/** Starts HAProxy on `port` in front of `copies`; resolves once a copy answers through it. */
export async function startHaproxy(options: { port: number; copies: readonly string[]; dir: string }): Promise<HaproxyProcess> {
  fs.mkdirSync(options.dir, { recursive: true });
  const configFile = path.join(options.dir, 'haproxy.cfg');
  fs.writeFileSync(configFile, haproxyConfig(fs.readFileSync(shippedHaproxyConfig, 'utf8'), { port: options.port, copies: options.copies, adminSocket: path.join(options.dir, 'admin.sock') }));
  // -db: in the foreground, logging to its own stdout (the shipped `log stdout`).
  const child = spawn(haproxyBinary, ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 30_000;
  while (!(await ready(origin))) {
    if (child.exitCode !== null) throw new Error(`haproxy exited while starting (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`no copy was ready through haproxy within 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    child,
    output: () => output,
    close: async () => {
      // SIGUSR1: a soft stop (it finishes what is under way), as `systemctl stop` does.
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGUSR1');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
