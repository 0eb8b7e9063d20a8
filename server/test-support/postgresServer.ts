// A real PostgreSQL for the tests: the one named by TEST_DATABASE_URL when set (the test
// run of `npm test` starts one cluster for all server tests and names it there), otherwise a
// throwaway cluster of Debian's PostgreSQL started on loopback in a folder of its own, stopped and
// removed afterwards. Each caller gets a database of its own in it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface TestPostgres {
  /** A connection string to a new, empty database of this caller's. */
  url: string;
  /** Drops the database (and stops the cluster, when this call started one). */
  stop(): Promise<void>;
}

/** Why PostgreSQL cannot be had here, or null when it can. */
export function postgresUnavailable(): string | null {
  if (process.env.TEST_DATABASE_URL) return null;
  if (!postgresBinaries()) return 'PostgreSQL is not installed (Debian package postgresql: /usr/lib/postgresql/<version>/bin/initdb) and TEST_DATABASE_URL is not set';
  if (process.getuid?.() === 0 && spawnSync('id', ['-u', 'postgres']).status !== 0) return 'running as root, and there is no postgres user to run the server as';
  return null;
}

/** The newest installed PostgreSQL's programs folder. */
export function postgresBinaries(): string | null {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs.readdirSync(base).filter((name) => /^\d+$/.test(name) && fs.existsSync(path.join(base, name, 'bin', 'initdb')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL will not run as root: as root, its programs run as the postgres user the package made. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

async function waitUntilReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`PostgreSQL exited while starting (${child.exitCode}):\n${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not accept connections within 30 s: ${(error as Error).message}\n${log()}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** A cluster of its own in a temporary folder, on a free loopback port; the caller stops it. */
export async function startPostgresCluster(): Promise<{ url: string; stop(): Promise<void> }> {
  const unavailable = postgresUnavailable();
  if (unavailable) throw new Error(`PostgreSQL cannot be had: ${unavailable}`);
  const bin = postgresBinaries() as string;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oap-postgres-'));
  const data = path.join(dir, 'data');
  fs.mkdirSync(data);
  if (process.getuid?.() === 0) spawnSync('chown', ['-R', 'postgres:postgres', dir]);
  const user = 'oap';
  const [initdb, initArgs] = asServerUser(path.join(bin, 'initdb'), ['-D', data, '-U', user, '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
  const init = spawnSync(initdb, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  const port = await freePort();
  // Throwaway data: no durability settings worth their cost, and room for several server copies' pools.
  const settings = ['listen_addresses=127.0.0.1', `port=${port}`, `unix_socket_directories=${dir}`, 'fsync=off', 'synchronous_commit=off', 'full_page_writes=off', 'max_connections=300'];
  const [postgres, args] = asServerUser(path.join(bin, 'postgres'), ['-D', data, ...settings.flatMap((setting) => ['-c', setting])]);
  const child = spawn(postgres, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const url = `postgres://${user}@127.0.0.1:${port}/postgres`;
  try {
    await waitUntilReady(url, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        // SIGINT: PostgreSQL's fast shutdown (ends connections, no waiting for clients), sent to the
        // server itself (its pid is the first line of postmaster.pid): runuser does not pass it on.
        const pid = Number(fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
        if (pid > 0) process.kill(pid, 'SIGINT');
        else child.kill('SIGINT');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A new empty database for one test file (or one test), in TEST_DATABASE_URL's cluster or a cluster of its own. */
export async function testPostgres(): Promise<TestPostgres> {
  const cluster = process.env.TEST_DATABASE_URL ? { url: process.env.TEST_DATABASE_URL, stop: async () => {} } : await startPostgresCluster();
  const name = `oap_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(cluster.url);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    stop: async () => {
      const client = new pg.Client({ connectionString: cluster.url });
      try {
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } catch {
        // The cluster is going away with the run anyway.
      } finally {
        await client.end().catch(() => undefined);
      }
      await cluster.stop();
    },
  };
}
