// Sitemaps kept as gzip bytes until the catalogue changes. A document not kept yet is streamed to
// the reader as it is written and compressed into the cache on the way; its text is batched into
// pieces of about 64 KB so a large file is not a million tiny writes (the first piece, the opening
// tags, is sent at once). A reader who asks while a document is being written waits for its bytes
// rather than writing it again.
import { PassThrough, Readable } from 'node:stream';
import { createGzip } from 'node:zlib';

const MAX_BYTES = 64 * 1024 * 1024;
const BATCH_CHARS = 64 * 1024;

/**
 * The text in pieces, the event loop turning between them: the lines may come from synchronous
 * queries (SQLite), and without the turn the whole document would be written before the first piece
 * left, and every other request would wait for it.
 */
async function* batched(lines: AsyncIterable<string> | Iterable<string>): AsyncGenerator<string> {
  let batch = '';
  let first = true;
  for await (const line of lines) {
    batch += line;
    // The document's opening goes out at once, before the first query: crawlers count time to first byte.
    if (first || batch.length >= BATCH_CHARS) {
      first = false;
      yield batch;
      batch = '';
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  if (batch) yield batch;
}

export class SitemapCache {
  private readonly entries = new Map<string, Buffer>();
  private readonly writing = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  get(key: string): Buffer | undefined {
    return this.entries.get(key);
  }

  /** The bytes of a document being written now, once it is complete. */
  inProgress(key: string): Promise<Buffer> | undefined {
    return this.writing.get(key);
  }

  /** The document's bytes for the reader (gzip or not), written while it is compressed into the cache. */
  streamAndKeep(key: string, lines: AsyncIterable<string> | Iterable<string>, gzipOk: boolean): { stream: PassThrough; encoding: 'gzip' | 'identity' } {
    // One piece pulled at a time: the generator's queries run as the reader takes the text.
    const source = Readable.from(batched(lines), { highWaterMark: 1 });
    const gzip = createGzip({ level: 6 });
    const out = new PassThrough();
    const kept: Buffer[] = [];
    let finish: (bytes: Buffer) => void = () => undefined;
    let fail: (error: Error) => void = () => undefined;
    const complete = new Promise<Buffer>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
    complete.catch(() => undefined);
    this.writing.set(key, complete);
    gzip.on('data', (chunk: Buffer) => {
      kept.push(chunk);
      if (gzipOk) out.write(chunk);
    });
    gzip.on('end', () => {
      const bytes = Buffer.concat(kept);
      this.set(key, bytes);
      this.writing.delete(key);
      finish(bytes);
      if (gzipOk) out.end();
    });
    source.on('data', (text: string) => {
      gzip.write(text);
      if (!gzipOk) out.write(text);
    });
    source.on('end', () => {
      gzip.end();
      if (!gzipOk) out.end();
    });
    source.on('error', (error) => {
      this.writing.delete(key);
      fail(error);
      out.destroy(error);
    });
    return { stream: out, encoding: gzipOk ? 'gzip' : 'identity' };
  }

  private set(key: string, bytes: Buffer): void {
    // Documents of an older catalogue are never asked for again (the key starts with its stamp).
    const stamp = key.slice(0, key.indexOf('\n'));
    for (const [old, value] of this.entries) {
      if (!old.startsWith(`${stamp}\n`) || this.bytes + bytes.length > MAX_BYTES) {
        this.entries.delete(old);
        this.bytes -= value.length;
      }
    }
    this.entries.set(key, bytes);
    this.bytes += bytes.length;
  }
}
