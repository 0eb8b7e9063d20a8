// The selections PostgreSQL's search keeps for the next page of a search: bounded by the ids they
// hold, the orders a page kept with them since (paging.ts) included, least recently used first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MAX_COUNTED_MATCHES } from '@oap/contracts/api/search.ts';
import { MEMO_IDS, newSelectionMemo, remember, type PgSelection } from './selection.ts';

const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const kept = (passing: number[]): PgSelection => ({ passing, count: passing.length, capped: false, histogram: [] });

test('a selection kept with its orders counts them toward the bound: the least recently used goes first', async () => {
  const memo = newSelectionMemo();
  const part = MEMO_IDS * 0.3;
  const first = kept(ids(part));
  remember(memo, 'first', Promise.resolve(first));
  await Promise.resolve();
  const second = kept(ids(part));
  remember(memo, 'second', Promise.resolve(second));
  await Promise.resolve();
  assert.deepEqual([...memo.entries.keys()], ['first', 'second'], '60 % of the bound');
  // Pages by citations and in bibliographic order since kept two more orders with the first.
  first.orders = { citations: ids(part), bibliographic: ids(part) };
  remember(memo, 'third', Promise.resolve(kept(ids(MEMO_IDS * 0.1))));
  await Promise.resolve();
  assert.deepEqual([...memo.entries.keys()], ['second', 'third'], 'the first, with its orders, made 130 % of the bound: it went');
});

test("a hundred readers' searches of common words stay kept for their next pages: matches, newest first and relevance of each", async () => {
  const memo = newSelectionMemo();
  const common = ids(MAX_COUNTED_MATCHES);
  for (let n = 0; n < 100; n += 1) {
    // As a search that was paged newest first and by relevance keeps them (paging.ts, ranking.ts).
    const sel = { ...kept(common), newest: common, rank: common };
    remember(memo, `word ${n}`, Promise.resolve(sel));
    await Promise.resolve();
  }
  assert.equal(memo.entries.size, 100, 'none walked again for its next page');
});
