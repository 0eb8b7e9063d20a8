// Which compressed form of an answer a reader gets. One rule for every answer the server compresses
// itself (pages, kept JSON answers, sitemaps) and the same as @fastify/compress applies to the others:
// @fastify/accept-negotiator over the Accept-Encoding header, read case-insensitively, with `*` and
// `x-gzip` taken as gzip; the highest q-value wins, our first choice on a tie, and q=0 refuses.
import { negotiate } from '@fastify/accept-negotiator';

export type ContentEncoding = 'br' | 'gzip';

/** The encoding of `supported` (in our order of preference) the reader welcomes most; null: send the bytes as they are. */
export function preferredEncoding<E extends ContentEncoding>(header: string | string[] | undefined, supported: E[]): E | null {
  if (!header) return null;
  return negotiate(String(header).toLowerCase().replace(/\*|x-gzip/g, 'gzip'), supported);
}
