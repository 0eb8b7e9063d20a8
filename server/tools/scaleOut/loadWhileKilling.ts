// Form posts through the proxy from many readers at once while one server copy is killed (
// "kill one server mid-load: no accepted write is lost, the other keeps answering"). A bounded loop
// of our own rather than autocannon: each post needs a fresh CSRF token and its answer's reference,
// which is what the check compares with the database afterwards. Each worker is a reader at an
// address of its own and moves to a new one before the form limit (30 in 10 minutes) would refuse it.
// All write to one address, whose confirmations the limit of five an hour stops after the first few.
import { AddressClient } from './siteClients.ts';

export interface Attempt {
  worker: number;
  via: 'api' | 'page';
  /** When the answer (or the failure) came, ms after the load started. */
  at: number;
  /** 0 when the connection failed without an answer. */
  status: number;
  upstream: number;
  /** The submission's reference when it was accepted (201 from the API, 303 from a page). */
  reference: string | null;
}

export interface LoadOptions {
  origin: string;
  /** Readers posting at once. */
  workers: number;
  /** How long the load runs (ms); posts under way then are finished. */
  durationMs: number;
  /** Called this long after the load started (the kill). */
  atMs: number;
  during: () => Promise<void>;
  /** Written into every message, to find the rows again. */
  marker: string;
}

const POSTS_PER_ADDRESS = 20;

export async function loadWhileKilling(options: LoadOptions): Promise<{ attempts: Attempt[]; killedAt: number }> {
  const started = Date.now();
  const attempts: Attempt[] = [];
  let killedAt = -1;
  const kill = new Promise<void>((resolve, reject) => {
    setTimeout(() => {
      killedAt = Date.now() - started;
      options.during().then(resolve, reject);
    }, options.atMs);
  });
  const worker = async (worker: number) => {
    let client: AddressClient | null = null;
    for (let n = 0; Date.now() - started < options.durationMs; n += 1) {
      if (n % POSTS_PER_ADDRESS === 0) {
        client?.close();
        client = new AddressClient(options.origin, `127.0.${10 + Math.floor(n / POSTS_PER_ADDRESS)}.${worker + 1}`);
      }
      const via = (n + worker) % 4 === 3 ? 'page' : 'api';
      try {
        const answer = await client!.sendFeedback(`${options.marker} worker ${worker} post ${n}`, 'load@example.org', via);
        attempts.push({ worker, via, at: Date.now() - started, status: answer.status, upstream: answer.upstream, reference: answer.reference });
      } catch {
        // The token or the post failed without an answer (the connection was cut).
        attempts.push({ worker, via, at: Date.now() - started, status: 0, upstream: -1, reference: null });
      }
    }
    client?.close();
  };
  await Promise.all([...Array.from({ length: options.workers }, (_, index) => worker(index)), kill]);
  return { attempts, killedAt };
}
