// A snippet thread of snippetThreads.ts: one SnippetCutter (its own in-memory FTS5 table), one page of
// results at a time.
import { SnippetCutter } from './snippetCutter.ts';
import type { SnippetAnswer, SnippetTask } from './snippetThreads.ts';

const cutter = new SnippetCutter();

export default ({ match, docs, from }: SnippetTask): SnippetAnswer => [...cutter.cut(match, docs, from)];
