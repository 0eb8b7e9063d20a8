// Which compressed form of an answer a reader gets. One rule for every answer the server compresses
// itself (pages, kept JSON answers, sitemaps): @fastify/accept-negotiator, the negotiator
// @fastify/compress uses for the others, over the Accept-Encoding header read case-insensitively, with
// `x-gzip` taken as gzip. The highest q-value wins, our first choice on a tie (and for `*`), and q=0
// refuses; an encoding refused by name stays refused whatever `*` welcomes (`gzip;q=0, *`), which
// the negotiator alone does not see.
import { negotiate } from '@fastify/accept-negotiator';

export type ContentEncoding = 'br' | 'gzip';

/** Each encoding refused by name (`gzip;q=0`), compiled once: the header is read on every page. */
const refusedByName: Record<ContentEncoding, RegExp> = {
  br: /(?:^|,)\s*br\s*;\s*q=0(?:\.0*)?\s*(?:,|$)/,
  gzip: /(?:^|,)\s*gzip\s*;\s*q=0(?:\.0*)?\s*(?:,|$)/,
};

/** The encoding of `supported` (in our order of preference) the reader welcomes most; null: send the bytes as they are. */
export function preferredEncoding<E extends ContentEncoding>(header: string | string[] | undefined, supported: E[]): E | null {
  if (!header) return null;
  const named = String(header).toLowerCase().replace(/x-gzip/g, 'gzip');
  const welcome = supported.filter((encoding) => !refusedByName[encoding].test(named));
  return welcome.length ? negotiate(named, welcome) : null;
}
