// Starts the server: the embedded SQLite store, the API, the releases and the shell document.
import { readConfig } from './config.ts';
import { buildApp } from './app.ts';
import { createApi } from './dataApi.ts';
import { SHUTDOWN_DEADLINE_MS, shutdown } from './lifecycle/lifecycle.ts';

const config = readConfig();
const { registerApi, close, searchPool } = await createApi(config);
const app = await buildApp({ config, registerApi, searchPool });
if (config.databaseUrl && !config.sessionSecret) {
  // Sessions, OAI-PMH tokens and mailed links are signed with SESSION_SECRET, or else with a secret
  // generated into this copy's own folder: fine for one copy, but a second copy would generate
  // another and refuse what the first signed (README, "Several server copies behind one address").
  app.log.warn('DATABASE_URL is set but SESSION_SECRET is not: this server signs sessions, resumption tokens and mailed links with a secret kept in its own folder. Every copy of the server behind one address needs the same SESSION_SECRET (32 characters or more).');
}

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.warn(`${signal}: draining connections (at most ${SHUTDOWN_DEADLINE_MS / 1000} s)`);
  // Whatever still holds the process after the deadline (a stuck connection, a slow close) is cut.
  setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS + 1000).unref();
  const outcome = await shutdown(app);
  if (outcome === 'forced') app.log.warn('connections still open after the grace period were closed');
  await close();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

const address = await app.listen({ port: config.port, host: config.host });
const port = new URL(address).port;
process.stdout.write(`\nThe site is running at http://localhost:${port}\n\n`);
