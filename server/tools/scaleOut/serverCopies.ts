// Several copies of the real server (main.ts, each a process of its own) over one PostgreSQL database
// and one RELEASES_DIR, behind HAProxy with the shipped configuration (haproxyProcess.ts): what the two-server check and the
// scale-out bench start. The site is prepared as an operator would, with the real commands: the seed
// (seed.ts) and the builds published and promoted together (release.ts publish-all --promote). Every
// copy gets the same SESSION_SECRET and RELEASES_DIR, PUBLIC_URL is the proxy's address, and
// TRUST_PROXY=1 makes each copy read the client's address from the one hop in front of it. Each copy
// writes its mail into an outbox folder of its own, so a test can tell which sender delivered what.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { repositoryRoot } from '../../src/platform/paths.ts';
import { startHaproxy, type HaproxyProcess } from './haproxyProcess.ts';

const node = process.execPath;
const serverSource = path.join(repositoryRoot, 'server', 'src');

export interface SharedSite {
  /** The folder of this site: RELEASES_DIR, each copy's outbox and log. */
  dir: string;
  /** What every copy and command of this site runs with. */
  env: NodeJS.ProcessEnv;
}

export interface ServerCopy {
  /** Its index behind the proxy (its server name copyN, in the X-Upstream header of its answers). */
  index: number;
  /** Its own address, bypassing the proxy. */
  origin: string;
  outboxDir: string;
  child: ChildProcess;
  /** What it wrote (stdout and stderr), for a failing test's message. */
  output(): string;
  /** Stops it (SIGTERM: drained; SIGKILL: as a crash) and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Runs one of the server's commands (server/tools/cli) with the site's settings; its output on failure. */
export function runCommand(site: SharedSite, script: string, args: string[] = [], env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(node, [path.join(repositoryRoot, 'server', 'tools', 'cli', script), ...args], { cwd: repositoryRoot, env: { ...site.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${script} ${args.join(' ')} failed (exit ${code}):\n${output}`))));
  });
}

export interface SiteSettings {
  /** PostgreSQL's URL; null: one SQLite file (DATABASE_PATH under `dir`) shared by the copies of one machine. */
  databaseUrl: string | null;
  dir: string;
  /** The proxy's address: PUBLIC_URL of every copy (sign-in redirects, links in mail, the origin check). */
  publicUrl: string;
  /** More settings for every copy (LOG_LEVEL, RATE_LIMIT_SCALE, ...). */
  env?: NodeJS.ProcessEnv;
}

/** Seeds the database and publishes and promotes the built site into the shared RELEASES_DIR (SEED_ARTICLES 0 unless `env` says). */
export async function prepareSharedSite(settings: SiteSettings): Promise<SharedSite> {
  fs.mkdirSync(settings.dir, { recursive: true });
  const site: SharedSite = {
    dir: settings.dir,
    env: {
      ...process.env,
      DATABASE_URL: settings.databaseUrl ?? '',
      // The SQLite file, or with PostgreSQL only where the auth state folder sits (beside it).
      DATABASE_PATH: path.join(settings.dir, 'data', 'publisher.sqlite'),
      RELEASES_DIR: path.join(settings.dir, 'releases'),
      SESSION_SECRET: randomBytes(36).toString('base64url'),
      PUBLIC_URL: settings.publicUrl,
      TRUST_PROXY: '1',
      HOST: '127.0.0.1',
      SEED_ARTICLES: '0',
      LOG_LEVEL: 'warn',
      ...settings.env,
    },
  };
  await runCommand(site, 'seed.ts');
  await runCommand(site, 'release.ts', ['publish-all', '--promote']);
  return site;
}

/** Starts one copy of the server on `port` and waits until it listens. */
export async function startCopy(site: SharedSite, index: number, port: number, env: NodeJS.ProcessEnv = {}): Promise<ServerCopy> {
  const outboxDir = path.join(site.dir, `outbox-${index}`);
  const child = spawn(node, [path.join(serverSource, 'app', 'main.ts')], {
    cwd: repositoryRoot,
    env: { ...site.env, PORT: String(port), MAIL_OUTBOX_DIR: outboxDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Not left running: nothing else would stop it.
      child.kill('SIGKILL');
      reject(new Error(`server copy ${index} did not start within 180 s (a busy machine starts slowly):\n${output}`));
    }, 180_000);
    const listening = () => {
      if (!output.includes('The site is running at')) return;
      clearTimeout(timer);
      child.stdout!.off('data', listening);
      resolve();
    };
    child.stdout!.on('data', listening);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server copy ${index} exited while starting (${code ?? signal}):\n${output}`));
    });
  });
  return {
    index,
    origin: `http://127.0.0.1:${port}`,
    outboxDir,
    child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

export interface ScaledSite {
  site: SharedSite;
  proxy: HaproxyProcess;
  copies: ServerCopy[];
  close(): Promise<void>;
}

/**
 * `count` copies over `databaseUrl` behind one proxy: the proxy's port is taken first (it is every
 * copy's PUBLIC_URL), then the copies start together.
 */
export async function startScaledSite(options: { databaseUrl: string | null; dir: string; count: number; env?: NodeJS.ProcessEnv; copyEnv?: (index: number) => NodeJS.ProcessEnv }): Promise<ScaledSite> {
  const proxyPort = await freePort();
  const publicUrl = `http://127.0.0.1:${proxyPort}`;
  const site = await prepareSharedSite({ databaseUrl: options.databaseUrl, dir: options.dir, publicUrl, ...(options.env ? { env: options.env } : {}) });
  const ports: number[] = [];
  for (let index = 0; index < options.count; index += 1) ports.push(await freePort());
  const started = await Promise.allSettled(ports.map((port, index) => startCopy(site, index, port, options.copyEnv?.(index))));
  const copies = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  const failed = started.find((outcome) => outcome.status === 'rejected');
  if (failed) {
    await Promise.all(copies.map((copy) => copy.stop('SIGKILL')));
    throw failed.reason;
  }
  let proxy: HaproxyProcess;
  try {
    proxy = await startHaproxy({ port: proxyPort, copies: copies.map((copy) => copy.origin), dir: path.join(site.dir, 'haproxy') });
  } catch (error) {
    await Promise.all(copies.map((copy) => copy.stop('SIGKILL')));
    throw error;
  }
  return {
    site,
    proxy,
    copies,
    close: async () => {
      await proxy.close();
      await Promise.all(copies.map((copy) => copy.stop()));
    },
  };
}
