// The surrogate keys a response carries (purge.ts names them): a route says what it shows with
// `showKeys`, and the hook below writes them once, when the response goes out, in the two headers the
// shared caches read: `xkey` (Varnish's xkey module, deploy/varnish/default.vcl) and `Surrogate-Key`
// (Fastly, and the generic name other CDNs can be told to read). Both hold the keys separated by
// spaces. With a CDN that reads another header (Cloudflare's Cache-Tag, Akamai's Edge-Cache-Tag:
// httpHookPurger.ts), the keys go in that one too. A page gathers the keys of the API answers its
// loaders fetched (pages/render/apiDispatch.ts).
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { TagHeader } from './httpHookPurger.ts';

export const xkeyHeader = 'xkey';
export const surrogateKeyHeader = 'surrogate-key';

/**
 * A response naming more keys than this is a list of the catalogue: it carries the list's own key
 * and these many of the records it shows (a header stays small; a change to a record of the list
 * purges the list through its key anyway).
 */
export const MAX_KEYS_PER_RESPONSE = 64;

declare module 'fastify' {
  interface FastifyReply {
    /** The keys this response shows, in the order they were named (null: none yet). */
    [shownKeysSlot]: Set<string> | null;
  }
}

// A reply decorator rather than a map beside the replies: one field that every reply already has
// (decorateReply below) costs a request nothing when it is not used.
const shownKeysSlot = Symbol('oap.shownKeys');

/** Adds `keys` to what this response shows. */
export function showKeys(reply: FastifyReply, keys: Iterable<string>): void {
  const set = (reply[shownKeysSlot] ??= new Set());
  for (const key of keys) set.add(key);
}

/** The keys this response shows so far, in the order they were named. */
export function shownKeys(reply: FastifyReply): string[] {
  return [...(reply[shownKeysSlot] ?? [])];
}

/** The keys in an `xkey` or `Surrogate-Key` header's value. */
export function keysInHeader(value: string | string[] | number | undefined): string[] {
  if (value === undefined) return [];
  return String(Array.isArray(value) ? value.join(' ') : value)
    .split(/[\s,]+/)
    .filter(Boolean);
}

/** The header value for `keys`: the first MAX_KEYS_PER_RESPONSE, separated by spaces (or `separator`). */
export function keysHeaderValue(keys: Iterable<string>, separator = ' '): string {
  return [...new Set(keys)].slice(0, MAX_KEYS_PER_RESPONSE).join(separator);
}

export interface SurrogateKeyOptions {
  /** The CDN's own header, when it reads one besides Surrogate-Key (httpHookPurger.ts's responseTagHeader). */
  tagHeader?: TagHeader | null;
}

async function register(app: FastifyInstance, options: SurrogateKeyOptions): Promise<void> {
  const tagHeader = options.tagHeader ?? null;
  app.decorateReply(shownKeysSlot, null);
  // A callback hook: it runs on every response, and a promise each costs throughput.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const keys = reply[shownKeysSlot];
    if (keys && keys.size > 0) {
      const value = keysHeaderValue(keys);
      void reply.header(xkeyHeader, value).header(surrogateKeyHeader, value);
      if (tagHeader) void reply.header(tagHeader.name, keysHeaderValue(keys, tagHeader.separator));
    }
    done(null, payload);
  });
}

/** Writes every response's keys into its headers; registered once, for the whole app. */
export const surrogateKeyHeaders = fastifyPlugin(register, { name: 'oap-surrogate-keys' });
