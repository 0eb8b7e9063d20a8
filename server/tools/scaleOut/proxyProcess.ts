// The round-robin proxy in a process of its own (the scale-out bench: the load generator's event loop
// must not also carry the proxy's): node proxyProcess.ts <upstream origin>... prints
// "proxy running at http://127.0.0.1:PORT" and forwards until SIGTERM.
import { startRoundRobinProxy } from './roundRobinProxy.ts';

const upstreams = process.argv.slice(2);
if (upstreams.length === 0) {
  process.stderr.write('usage: node proxyProcess.ts http://127.0.0.1:3001 [http://127.0.0.1:3002 ...]\n');
  process.exit(2);
}
const proxy = await startRoundRobinProxy(upstreams);
process.stdout.write(`proxy running at ${proxy.origin}\n`);
const stop = () => void proxy.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
