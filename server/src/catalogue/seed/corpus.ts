// The real corpus as the seed takes it: every article package under a folder (the JATS files of
// corpus/jats, the packages of corpus/packages with their figures), read and checked by the import's
// own path (publishing/prepareArticle.ts) with missing files allowed, since the JATS files come without
// their images. The seed writes them with the one article writer, in its own transaction.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { packagesOfPath } from '../publishing/articlePackages.ts';
import { prepareArticle, type PreparedArticle } from '../publishing/prepareArticle.ts';

export interface CorpusArticle {
  /** The package's path relative to the corpus folder, with forward slashes. */
  file: string;
  prepared: PreparedArticle;
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

export interface ReadCorpusOptions {
  /** Skip packages whose relative path matches (e.g. the constructed eLife kitchen-sink test file). */
  skip?: RegExp;
  /** A package the import refuses (with its reasons). */
  onError?: (file: string, reasons: string[]) => void;
}

export async function readCorpus(corpusDir: string, options: ReadCorpusOptions = {}): Promise<CorpusArticle[]> {
  if (!existsSync(corpusDir)) return [];
  const out: CorpusArticle[] = [];
  for await (const pkg of packagesOfPath(corpusDir)) {
    const file = relative(corpusDir, pkg.path).split('\\').join('/') || pkg.path;
    if (options.skip?.test(file) || ('xmlName' in pkg && options.skip?.test(pkg.xmlName))) continue;
    if ('reason' in pkg) {
      options.onError?.(file, [pkg.reason]);
      continue;
    }
    const prepared = await prepareArticle(pkg, { allowMissingFiles: true });
    if ('article' in prepared) out.push({ file, prepared: prepared.article });
    else options.onError?.(file, prepared.problems.map((problem) => problem.message));
  }
  return out.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}
