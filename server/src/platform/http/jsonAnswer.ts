// A JSON answer kept as bytes, with its compressed forms made once, when first asked for (
// "the API near bare Node"). The routes that send kept answers opt out of @fastify/compress (route
// option `compress: false`): it would compress the same bytes again on every request, and its hooks
// run even for readers who ask for no compression. The choice of encoding follows its rules: brotli
// or gzip by the reader's Accept-Encoding (brotli first when both are as welcome), only bodies of
// COMPRESS_THRESHOLD bytes or more, and `vary: accept-encoding` on every answer.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const JSON_TYPE = 'application/json; charset=utf-8';
/** As app.ts gives @fastify/compress: smaller bodies go as they are. */
export const COMPRESS_THRESHOLD = 1024;

type Encoding = 'br' | 'gzip';

export interface JsonAnswer {
  readonly identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export const jsonAnswer = (value: unknown): JsonAnswer => ({ identity: Buffer.from(JSON.stringify(value)) });

/** The encoding to send for an Accept-Encoding header: the most welcome of br and gzip, null for none. */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  if (!header) return null;
  let best: Encoding | null = null;
  let bestWeight = 0;
  for (const part of String(header).toLowerCase().split(',')) {
    const [token = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const weightParameter = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = weightParameter === undefined ? 1 : Number(weightParameter.slice(2));
    if (!(weight > 0)) continue;
    // "*" welcomes any encoding not named: gzip, the one every client can read.
    const encoding: Encoding | null = token === 'br' ? 'br' : token === 'gzip' || token === 'x-gzip' || token === '*' ? 'gzip' : null;
    if (!encoding) continue;
    if (weight > bestWeight || (weight === bestWeight && encoding === 'br')) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

const compress = (encoding: Encoding, body: Buffer): Buffer =>
  encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 9 });

/** Sends `answer` on `reply` as the request accepts it: bytes as they are, compressed once per answer. */
export function sendJson(request: FastifyRequest, reply: FastifyReply, answer: JsonAnswer): FastifyReply {
  void reply.type(JSON_TYPE).header('vary', 'accept-encoding');
  const encoding = answer.identity.length < COMPRESS_THRESHOLD ? null : acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(answer.identity);
  const body = (answer[encoding] ??= compress(encoding, answer.identity));
  return reply.header('content-encoding', encoding).send(body);
}
