// An article's year from SQLite's day count, at the edges of years (leap years included), and the
// tally rule every facet follows: a category counts the articles failing no filter but its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DAY_MS } from '../../articleSearch.ts';
import { listFacetCounts, listFilters, listTests, newListTally, tallyList, yearOfDay } from './listFacets.ts';

const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

test('the year of a day, on either side of each new year', () => {
  for (const year of [1970, 1999, 2000, 2001, 2020, 2024, 2025, 2026]) {
    assert.equal(yearOfDay(dayOf(`${year}-01-01`)), year);
    assert.equal(yearOfDay(dayOf(`${year - 1}-12-31`)), year - 1);
    assert.equal(yearOfDay(dayOf(`${year}-12-31`)), year);
  }
});

test('years and sections are counted without their own filter, and chosen values no list holds show with zero', () => {
  const sections = [{ id: 7, nameSystem: 'cell-biology', name: 'Cell Biology' }, { id: 8, nameSystem: 'ecology', name: 'Ecology' }];
  const selected = new Map([['years', new Set(['2024', 'soon'])]]);
  const filters = listFilters(selected, sections);
  const tally = newListTally();
  const articles: [number, number | null, number][] = [[2024, 7, 0], [2023, 7, 0], [2024, 8, 0], [2024, 8, 1], [2022, null, 0]];
  for (const [year, section, othersFailed] of articles) tallyList(tally, year, section, listTests(filters, year, section), othersFailed);
  const [years, bySection] = listFacetCounts(selected, tally, sections);
  assert.deepEqual(years?.values.map((v) => [v.value, v.count, v.selected]), [['2024', 2, true], ['2023', 1, false], ['2022', 1, false], ['soon', 0, true]]);
  // Sections count only the articles of the chosen year that fail nothing else.
  assert.deepEqual(bySection?.values.map((v) => [v.label, v.count]), [['Cell Biology', 1], ['Ecology', 1]]);
});
