// Open-loop load (bench:abuse's fixed-rate phase): requests arrive at a given rate whether
// or not earlier ones have been answered, as readers do, and each one's latency runs from the moment
// it was due, so time spent waiting for a free connection counts (no coordinated omission).
//
// autocannon cannot do this: with a rate, each connection sends its share of a second back to back
// at the start of every second, so "500/s over 50 connections" is a burst of 500 searches each second
// followed by silence, and its latencies are those of a saturated server.
//
// Arrivals are a Poisson process (exponential gaps, from a fixed seed, so every run offers the same
// schedule): bursts happen as they do on a real site, not in lockstep.
import { Agent, request } from 'node:http';
import { mulberry32 } from '../../src/catalogue/seed/random.ts';

export interface OpenLoadResult {
  offered: number;
  /** Answers per second over the phase, from the first due time to the last answer. */
  throughput: number;
  seconds: number;
  non2xx: number;
  errors: number;
  /** Latencies in ms, each from the request's due time to the end of its answer, ascending. */
  latencies: number[];
  /** The largest latency of the requests due in each second of the phase (to see when a stall came). */
  worstBySecond: number[];
}

export interface OpenLoadOptions {
  base: string;
  path: string;
  /** The request bodies, sent in turn (JSON). */
  bodies: string[];
  rate: number;
  seconds: number;
  connections: number;
  /**
   * A cheap GET sent first on every connection, untimed, as wrk and autocannon open their connections
   * before they count: the phase then times searches, not TCP handshakes and the load generator's own
   * first requests.
   */
  warmPath?: string;
}

export async function openLoad(options: OpenLoadOptions): Promise<OpenLoadResult> {
  const { base, path, bodies, rate, seconds, connections } = options;
  const url = new URL(path, base);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const next = mulberry32(17);
  // The due times, in ms from the start.
  const due: number[] = [];
  for (let at = 0; ; ) {
    at += (-Math.log(1 - next()) / rate) * 1000;
    if (at >= seconds * 1000) break;
    due.push(at);
  }
  if (options.warmPath) {
    const warm = new URL(options.warmPath, base);
    for (let round = 0; round < 5; round++) {
      await Promise.all(
        Array.from({ length: connections }, () => new Promise<void>((done) => request(warm, { agent }, (res) => res.resume().on('end', done).on('error', done)).on('error', () => done()).end())),
      );
    }
  }
  const latencies: number[] = [];
  const worstBySecond: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let lastAnswer = 0;
  const start = performance.now();
  const send = (index: number): Promise<void> =>
    new Promise((done) => {
      const dueAt = start + (due[index] as number);
      const body = bodies[index % bodies.length] as string;
      const finish = (ok: boolean, status = 0) => {
        const now = performance.now();
        lastAnswer = Math.max(lastAnswer, now);
        if (!ok) errors++;
        else if (status < 200 || status >= 300) non2xx++;
        latencies.push(now - dueAt);
        const second = Math.floor((due[index] as number) / 1000);
        worstBySecond[second] = Math.max(worstBySecond[second] ?? 0, now - dueAt);
        done();
      };
      const req = request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
        res.on('data', () => {});
        res.on('end', () => finish(true, res.statusCode ?? 0));
        res.on('error', () => finish(false));
      });
      req.on('error', () => finish(false));
      req.end(body);
    });
  const pending: Promise<void>[] = [];
  let sent = 0;
  // Sends every request whose time has come, then sleeps until the next one is due.
  await new Promise<void>((allSent) => {
    const tick = () => {
      const elapsed = performance.now() - start;
      while (sent < due.length && (due[sent] as number) <= elapsed) pending.push(send(sent++));
      if (sent === due.length) return allSent();
      setTimeout(tick, Math.max(0, (due[sent] as number) - (performance.now() - start)));
    };
    tick();
  });
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const elapsedSeconds = (lastAnswer - start) / 1000;
  return { offered: due.length, throughput: (latencies.length - errors) / elapsedSeconds, seconds: elapsedSeconds, non2xx, errors, latencies, worstBySecond };
}
