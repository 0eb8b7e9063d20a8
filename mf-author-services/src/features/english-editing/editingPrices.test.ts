// The estimator must quote what the page says: compare with the tables of server/content/authors-english.md.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { estimateEditing, priceBands, turnaroundBands } from './editingPrices.ts';

const markdown = readFileSync(join(__dirname, '../../../../server/content/authors-english.md'), 'utf8');

/** Rows of the Markdown table that follows a heading, as arrays of cell text. */
function tableAfter(heading: string): string[][] {
  const section = markdown.split(`## ${heading}`)[1] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[-| ]+\|$/.test(line))
    .slice(1)
    .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()));
}

const amount = (cell: string) => Number(cell.replace(/[^\d]/g, ''));

test('price bands match the Prices table of the content page', () => {
  const rows = tableAfter('Prices').filter(([, standard]) => standard?.endsWith('CHF'));
  expect(rows).toHaveLength(priceBands.length);
  rows.forEach(([, standard, express], index) => {
    expect({ standard: amount(standard ?? ''), express: amount(express ?? '') }).toEqual({
      standard: priceBands[index]?.standardChf,
      express: priceBands[index]?.expressChf,
    });
  });
  expect(tableAfter('Prices').at(-1)?.[1]).toBe('Quote on request');
});

test('turnaround bands match the Turnaround table of the content page', () => {
  const rows = tableAfter('Turnaround').filter(([, standard]) => /days/.test(standard ?? ''));
  expect(rows).toHaveLength(turnaroundBands.length);
  rows.forEach(([, standard, express], index) => {
    expect({ standard: amount(standard ?? ''), express: amount(express ?? '') }).toEqual({
      standard: turnaroundBands[index]?.standardDays,
      express: turnaroundBands[index]?.expressDays,
    });
  });
});

test('band edges', () => {
  expect(estimateEditing(0)).toBeNull();
  expect(estimateEditing(2000)).toMatchObject({ kind: 'priced', band: { standardChf: 180 } });
  expect(estimateEditing(2001)).toMatchObject({ kind: 'priced', band: { standardChf: 320 } });
  expect(estimateEditing(12000)).toMatchObject({ kind: 'priced', band: { standardChf: 800 }, turnaround: { standardDays: 8 } });
  expect(estimateEditing(12001)).toEqual({ kind: 'quote', words: 12001 });
});
