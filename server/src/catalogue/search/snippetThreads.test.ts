import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildQueryTree, snippetExpression } from '../articleSearch.ts';
import type { SnippetDoc } from './snippetCutter.ts';
import { snippetsInProcess, snippetThreads } from './snippetThreads.ts';

const doc = (id: number, fields: Partial<SnippetDoc>): SnippetDoc => ({
  id,
  title: '',
  abstract: '',
  keywords: '',
  authors: '',
  affiliations: '',
  doi: '',
  fulltext: '',
  references: '',
  ...fields,
});

const docs = [
  doc(3, { title: 'Sleep spindles in older adults', abstract: 'Spindle density predicted overnight memory consolidation.' }),
  doc(7, { title: 'Cortical thickness', fulltext: 'Earlier work on memory found that consolidation depends on sleep in rodents and in people.' }),
  doc(9, { title: 'Soil nitrogen', abstract: 'Nothing of the words here.' }),
];

test('snippet threads cut the same snippets as the main thread, marks included, and none for a doc without the words', async () => {
  const match = snippetExpression(buildQueryTree({ q: 'memory consolidation' })!)!;
  const threads = snippetThreads(2);
  try {
    const here = await snippetsInProcess().cut(match, docs);
    // Several pages at once: each thread takes one at a time, and each answer is its own page's.
    const there = await Promise.all([1, 2, 3, 4].map(() => threads.cut(match, docs)));
    assert.deepEqual([...here.keys()].sort(), [3, 7]);
    assert.match(here.get(3)!, /<mark>memory<\/mark> <mark>consolidation<\/mark>/);
    for (const answer of there) assert.deepEqual(answer, here);
    assert.deepEqual(await threads.cut(match, []), new Map());
  } finally {
    await threads.close();
  }
});
