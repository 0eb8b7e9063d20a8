// Purges Varnish by surrogate key: a PURGE request naming the keys in `xkey-purge`, which the site's
// VCL (deploy/varnish/default.vcl) hands to the xkey module. Every Varnish in front of the site is
// told (one address each); the purge is done once each has answered 200.
import type { Purger } from './purge.ts';

/** The request header the VCL reads the keys from. */
export const xkeyPurgeHeader = 'xkey-purge';

/** Keys per request: Varnish refuses request headers over 8 KB by default (http_req_hdr_len). */
const KEYS_PER_REQUEST = 200;

export class PurgeError extends Error {}

/** Splits `keys` into lists of at most `size`. */
export function inBatches<T>(keys: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let at = 0; at < keys.length; at += size) batches.push(keys.slice(at, at + size));
  return batches;
}

export class VarnishPurger implements Purger {
  private readonly origins: readonly string[];
  private readonly timeoutMs: number;

  /** `origins`: each Varnish's address as the site's servers reach it (http://varnish-1:6081). */
  constructor(origins: readonly string[], options: { timeoutMs?: number } = {}) {
    this.origins = origins;
    this.timeoutMs = options.timeoutMs ?? 2000;
  }

  async purge(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    const requests = this.origins.flatMap((origin) => inBatches([...new Set(keys)], KEYS_PER_REQUEST).map((batch) => this.purgeOne(origin, batch)));
    await Promise.all(requests);
  }

  private async purgeOne(origin: string, keys: readonly string[]): Promise<void> {
    let answer: Response;
    try {
      answer = await fetch(new URL('/', origin), { method: 'PURGE', headers: { [xkeyPurgeHeader]: keys.join(' ') }, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      throw new PurgeError(`Varnish at ${origin} could not be told to purge ${keys.length} keys: ${(error as Error).message}`, { cause: error });
    }
    const text = await answer.text();
    if (answer.status !== 200) throw new PurgeError(`Varnish at ${origin} refused to purge (${answer.status}): ${text.slice(0, 200)}`);
  }
}
