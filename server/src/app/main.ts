// Starts the server: the embedded SQLite store, the API, the releases and the shell document.
import { readConfig } from './config.ts';
import { withSessionSecret } from '../platform/secrets/sessionSecret.ts';
import { buildApp } from './buildApp.ts';
import { createApi } from './catalogueApi.ts';
import { SHUTDOWN_DEADLINE_MS, shutdown } from '../platform/lifecycle/lifecycle.ts';

// On PostgreSQL without SESSION_SECRET, the secret every copy shares is kept in the database.
const config = await withSessionSecret(readConfig());
const { registerApi, close, searchPool, searchWarmUp, countArticleView } = await createApi(config);
const app = await buildApp({ config, registerApi, searchPool, searchWarmUp, countArticleView });

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
