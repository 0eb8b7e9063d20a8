// Purges a CDN (or anything else) through one HTTP endpoint: a POST naming the keys, in the shape the
// endpoint takes. The shapes are those of the CDNs' own purge-by-tag calls, so the hook can point at
// them directly:
//   keys        {"keys": [...]} and a Surrogate-Key header (a relay of your own, or any generic hook)
//   fastly      Surrogate-Key header, no body: POST https://api.fastly.com/service/{id}/purge
//   cloudflare  {"tags": [...]}: POST https://api.cloudflare.com/client/v4/zones/{zone}/purge_cache
//   akamai      {"objects": [...]}: POST {host}/ccu/v3/delete/tag/production (Akamai signs each call with
//               EdgeGrid, so point the hook at a signing relay; its own headers are not fixed values)
// The endpoint's credentials go in the configured headers (Fastly-Key, Authorization: Bearer ...).
// Each CDN also reads a response's keys from a header of its own: Fastly from Surrogate-Key (always
// sent), Cloudflare from Cache-Tag, Akamai from Edge-Cache-Tag (both comma-separated, and both
// taken off by the CDN before the response reaches a reader).
import type { Purger } from './purge.ts';
import { PurgeError, inBatches } from './varnishPurger.ts';
import { surrogateKeyHeader } from './surrogateKeys.ts';

export const hookFormats = ['keys', 'fastly', 'cloudflare', 'akamai'] as const;
export type HookFormat = (typeof hookFormats)[number];

interface HookShape {
  /** Keys per call, as the CDN documents its limit. */
  perCall: number;
  request(keys: readonly string[]): { headers: Record<string, string>; body?: string };
  /** The response header the CDN reads a response's keys from, when it is not Surrogate-Key. */
  responseHeader?: TagHeader;
}

/** A response header naming the keys, and what separates them. */
export interface TagHeader {
  name: string;
  separator: string;
}

const json = { 'content-type': 'application/json' };

const shapes: Record<HookFormat, HookShape> = {
  keys: { perCall: 256, request: (keys) => ({ headers: { ...json, [surrogateKeyHeader]: keys.join(' ') }, body: JSON.stringify({ keys }) }) },
  fastly: { perCall: 256, request: (keys) => ({ headers: { [surrogateKeyHeader]: keys.join(' ') } }) },
  cloudflare: { perCall: 30, request: (keys) => ({ headers: json, body: JSON.stringify({ tags: keys }) }), responseHeader: { name: 'cache-tag', separator: ',' } },
  akamai: { perCall: 100, request: (keys) => ({ headers: json, body: JSON.stringify({ objects: keys }) }), responseHeader: { name: 'edge-cache-tag', separator: ',' } },
};

/** The header a CDN purged in this format reads responses' keys from, besides Surrogate-Key (none for keys and fastly). */
export function responseTagHeader(format: HookFormat): TagHeader | null {
  return shapes[format].responseHeader ?? null;
}

export interface HttpHookOptions {
  url: string;
  format: HookFormat;
  /** Sent with every call: the endpoint's credentials. */
  headers: Record<string, string>;
  timeoutMs?: number;
}

export class HttpHookPurger implements Purger {
  private readonly options: HttpHookOptions;

  constructor(options: HttpHookOptions) {
    this.options = options;
  }

  async purge(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    const shape = shapes[this.options.format];
    await Promise.all(inBatches([...new Set(keys)], shape.perCall).map((batch) => this.call(shape, batch)));
  }

  private async call(shape: HookShape, keys: readonly string[]): Promise<void> {
    const { headers, body } = shape.request(keys);
    const where = new URL(this.options.url).origin;
    let answer: Response;
    try {
      answer = await fetch(this.options.url, {
        method: 'POST',
        headers: { ...headers, ...this.options.headers },
        ...(body === undefined ? {} : { body }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 2000),
      });
    } catch (error) {
      throw new PurgeError(`The purge hook at ${where} could not be reached to purge ${keys.length} keys: ${(error as Error).message}`, { cause: error });
    }
    const text = await answer.text();
    if (!answer.ok) throw new PurgeError(`The purge hook at ${where} refused to purge (${answer.status}): ${text.slice(0, 200)}`);
  }
}
