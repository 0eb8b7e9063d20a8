import { test } from 'node:test';
import assert from 'node:assert/strict';
import { idsOfDays } from './searchSampling.ts';

test('the ids a date range allows where ids do not follow the dates: from the first to the last article of a day in it', () => {
  // Ids 1 to 6; id 4 has no article; id 6 was imported later with an old date.
  const days = Int32Array.from([0, 100, 200, 300, 0, 500, 150]);
  const exists = (id: number) => id !== 4;
  assert.deepEqual(idsOfDays(days, exists, 6, 150, 250), { from: 2, to: 6 });
  assert.deepEqual(idsOfDays(days, exists, 6, 250, 600), { from: 3, to: 5 });
  assert.deepEqual(idsOfDays(days, exists, 6, -Infinity, 100), { from: 1, to: 1 });
  // A day no article has at all (id 4's slot says 0): nothing.
  const none = idsOfDays(days, exists, 6, 0, 50);
  assert.ok(none.from > none.to);
});
