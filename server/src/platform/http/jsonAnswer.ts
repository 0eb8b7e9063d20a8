// A JSON answer kept as bytes, with its compressed forms made once, when first asked for (
// "the API near bare Node"). The routes that send kept answers opt out of @fastify/compress (route
// option `compress: false`): it would compress the same bytes again on every request, and its hooks
// run even for readers who ask for no compression. The choice of encoding follows its rules
// (contentEncoding.ts), only bodies of COMPRESS_THRESHOLD bytes or more are compressed, and every
// answer carries `vary: accept-encoding`.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding, type ContentEncoding } from './contentEncoding.ts';

export const JSON_TYPE = 'application/json; charset=utf-8';
/** As app.ts gives @fastify/compress: smaller bodies go as they are. */
export const COMPRESS_THRESHOLD = 1024;

export interface JsonAnswer {
  readonly identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export const jsonAnswer = (value: unknown): JsonAnswer => ({ identity: Buffer.from(JSON.stringify(value)) });

const compress = (encoding: ContentEncoding, body: Buffer): Buffer =>
  encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 9 });

/** Sends `answer` on `reply` as the request accepts it: bytes as they are, compressed once per answer. */
export function sendJson(request: FastifyRequest, reply: FastifyReply, answer: JsonAnswer): FastifyReply {
  void reply.type(JSON_TYPE).header('vary', 'accept-encoding');
  const encoding = answer.identity.length < COMPRESS_THRESHOLD ? null : preferredEncoding(request.headers['accept-encoding'], ['br', 'gzip']);
  if (!encoding) return reply.send(answer.identity);
  const body = (answer[encoding] ??= compress(encoding, answer.identity));
  return reply.header('content-encoding', encoding).send(body);
}
