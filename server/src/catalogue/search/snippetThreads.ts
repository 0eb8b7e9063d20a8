// Snippets cut off the event loop, for the engine that searches on the main thread (PostgreSQL): a
// piscina pool whose threads each hold a SnippetCutter (snippetThread.ts). Cutting is FTS5 work in
// the process (tokenising a page's texts and marking its words), about two fifths of the CPU a
// PostgreSQL search costs this process; on the main thread it capped the server at one core while
// the other sat idle (docs/search.md). SQLite's search cuts in its own worker threads already.
import { Piscina } from 'piscina';
import { SnippetCutter, type SnippetColumns, type SnippetDoc } from './snippetCutter.ts';

/** Cuts the snippets of a page of results: each doc's, by id (a doc without the words gets none). */
export interface SnippetCutting {
  cut(match: string, docs: readonly SnippetDoc[], from?: SnippetColumns): Promise<Map<number, string>>;
  close(): Promise<void>;
}

/** What a snippet thread is given, and answers with (a Map's entries: structured clone keeps them as they are). */
export interface SnippetTask {
  match: string;
  docs: readonly SnippetDoc[];
  from: SnippetColumns;
}
export type SnippetAnswer = [number, string][];

/** Cuts on this thread (SEARCH_WORKERS=0, tests, tools). */
export function snippetsInProcess(cutter = new SnippetCutter()): SnippetCutting {
  return { cut: async (match, docs, from = 'any') => cutter.cut(match, docs, from), close: async () => {} };
}

/** Cuts in `threads` worker threads; a page with no docs costs no hand-over. */
export function snippetThreads(threads: number): SnippetCutting {
  const pool = new Piscina<SnippetTask, SnippetAnswer>({
    filename: new URL('./snippetThread.ts', import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: Infinity,
    recordTiming: false,
  });
  return {
    async cut(match, docs, from = 'any') {
      if (!docs.length) return new Map();
      return new Map(await pool.run({ match, docs, from } satisfies SnippetTask));
    },
    close: () => pool.destroy(),
  };
}
