// Runs a command with a PostgreSQL for its tests: `node withPostgres.ts <command> [args]`
// starts one throwaway cluster (postgresServer.ts), runs the command with TEST_DATABASE_URL naming
// it, stops and removes the cluster, and exits with the command's status. `npm test` runs the server
// tests through it, so every test file that runs on both engines shares one cluster. When
// PostgreSQL cannot be had, the command runs without it and each such test says so (and fails in CI).
import { spawn } from 'node:child_process';
import { postgresUnavailable, startPostgresCluster } from './postgresServer.ts';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  process.stderr.write('usage: node withPostgres.ts <command> [args...]\n');
  process.exit(2);
}

const unavailable = process.env.TEST_DATABASE_URL ? null : postgresUnavailable();
const cluster = unavailable ? null : await startPostgresCluster();
if (unavailable) process.stderr.write(`\n*** PostgreSQL cannot be had: ${unavailable}. The tests on PostgreSQL will say so. ***\n\n`);
else if (cluster) process.stdout.write(`[withPostgres] a PostgreSQL cluster for the tests at ${cluster.url}\n`);

const child = spawn(command, args, {
  stdio: 'inherit',
  env: { ...process.env, ...(cluster ? { TEST_DATABASE_URL: cluster.url } : {}) },
});
const forward = (signal: NodeJS.Signals) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
const status = await new Promise<number>((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
await cluster?.stop();
process.exit(status);
