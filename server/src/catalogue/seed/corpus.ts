// Reading the JATS corpus: every .xml file under a folder, parsed in worker threads when there are many,
// with an optional on-disk cache of parse results (xmldom parses about 5 MB/s, the corpus is 21 MB).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { Worker } from 'node:worker_threads';
import { parseJats } from '../jats/jats.ts';
import type { ParsedArticle } from '../jats/jats.ts';

/** Bump when parseJats output changes, so cached parses are not reused. */
export const PARSER_VERSION = 3;

export interface CorpusArticle {
  /** Path relative to the corpus folder, with forward slashes. */
  file: string;
  article: ParsedArticle;
  /** The source JATS XML, kept with the imported article. */
  xml: string;
}

export function listXmlFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && entry.name.endsWith('.xml')) out.push(path);
    }
  };
  if (existsSync(dir)) walk(dir);
  return out.sort();
}

function parseInWorkers(jobs: { index: number; xml: string }[], threads: number): Promise<Map<number, ParsedArticle>> {
  const chunks: { index: number; xml: string }[][] = Array.from({ length: threads }, () => []);
  // Deal largest-first round robin so the workers finish at about the same time.
  [...jobs].sort((a, b) => b.xml.length - a.xml.length).forEach((job, i) => chunks[i % threads]?.push(job));
  const results = new Map<number, ParsedArticle>();
  return Promise.all(
    chunks
      .filter((chunk) => chunk.length)
      .map(
        (chunk) =>
          new Promise<void>((resolve, reject) => {
            const worker = new Worker(new URL('./parseWorker.ts', import.meta.url), { workerData: chunk });
            worker.once('message', (message: { index: number; article?: ParsedArticle; error?: string }[]) => {
              for (const item of message) {
                if (item.article) results.set(item.index, item.article);
              }
              resolve();
            });
            worker.once('error', reject);
          }),
      ),
  ).then(() => results);
}

export interface ReadCorpusOptions {
  /** Folder for cached parse results; omitted = no cache. */
  cacheDir?: string;
  /** Skip files whose relative path matches (e.g. the constructed eLife kitchen-sink test file). */
  skip?: RegExp;
  onError?: (file: string, error: Error) => void;
}

export async function readCorpus(corpusDir: string, options: ReadCorpusOptions = {}): Promise<CorpusArticle[]> {
  const files = listXmlFiles(corpusDir)
    .map((path) => ({ path, file: relative(corpusDir, path).split('\\').join('/') }))
    .filter(({ file }) => !options.skip?.test(file));
  const parsed: (ParsedArticle | null)[] = new Array(files.length).fill(null);
  const sources: string[] = new Array(files.length).fill('');
  const pending: { index: number; xml: string; cachePath: string | null }[] = [];
  if (options.cacheDir) mkdirSync(options.cacheDir, { recursive: true });
  files.forEach(({ path }, index) => {
    const xml = readFileSync(path, 'utf8');
    sources[index] = xml;
    let cachePath: string | null = null;
    if (options.cacheDir) {
      const key = createHash('sha1').update(`${PARSER_VERSION}\0${xml}`).digest('hex');
      cachePath = join(options.cacheDir, `${key}.json`);
      if (existsSync(cachePath)) {
        parsed[index] = JSON.parse(readFileSync(cachePath, 'utf8')) as ParsedArticle;
        return;
      }
    }
    pending.push({ index, xml, cachePath });
  });

  const threads = Math.min(availableParallelism(), 4);
  const totalBytes = pending.reduce((sum, job) => sum + job.xml.length, 0);
  if (threads > 1 && totalBytes > 2_000_000) {
    const results = await parseInWorkers(pending, threads);
    for (const job of pending) parsed[job.index] = results.get(job.index) ?? null;
  } else {
    for (const job of pending) {
      try {
        parsed[job.index] = parseJats(job.xml);
      } catch (error) {
        parsed[job.index] = null;
      }
    }
  }
  const out: CorpusArticle[] = [];
  for (const job of pending) {
    const article = parsed[job.index];
    if (article && job.cachePath) writeFileSync(job.cachePath, JSON.stringify(article));
  }
  files.forEach(({ file }, index) => {
    const article = parsed[index];
    if (article) out.push({ file, article, xml: sources[index] ?? '' });
    else options.onError?.(file, new Error(`Could not parse ${file}`));
  });
  return out;
}
