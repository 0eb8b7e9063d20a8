// Starts the server: the embedded SQLite store, the API, the releases and the shell document.
import { readConfig } from './config.ts';
import { buildApp } from './app.ts';
import { createApi } from './dataApi.ts';

const config = readConfig();
const { registerApi, close } = createApi(config);
const app = await buildApp({ config, registerApi });

const shutdown = async () => {
  await app.close();
  close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

const address = await app.listen({ port: config.port, host: config.host });
const port = new URL(address).port;
process.stdout.write(`\nThe site is running at http://localhost:${port}\n\n`);
