import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { headerScope } from './tableHeaders.ts';

/** Each cell's text and scope ('-' for none), row by row. */
function scopes(xml: string): string[][] {
  const table = new DOMParser().parseFromString(xml, 'text/xml').documentElement as unknown as Element;
  const rows = Array.from(table.getElementsByTagName('tr'));
  return rows.map((row) => Array.from(row.childNodes).filter((node) => node.nodeType === 1).map((cell) => `${(cell.textContent ?? '').trim()}:${headerScope(cell as Element) ?? '-'}`));
}

test('a rowspan and a colspan in the head leave the stub column under an empty cell; its cells name their rows, the empty ones name nothing', () => {
  assert.deepEqual(scopes(`<table>
    <thead><tr><td rowspan="2"/><th colspan="2">Dose</th></tr><tr><td>Low</td><td>High</td></tr></thead>
    <tbody><tr><td>Mice</td><td>1</td><td>2</td></tr><tr><td/><td>3</td><td>4</td></tr></tbody>
  </table>`), [[':-', 'Dose:col'], ['Low:col', 'High:col'], ['Mice:row', '1:-', '2:-'], [':-', '3:-', '4:-']]);
});

test('a head that names every column leaves the body as data, but for a <th> the publisher put first in a row', () => {
  assert.deepEqual(scopes(`<table>
    <thead><tr><th>Species</th><th>Count</th></tr></thead>
    <tbody><tr><td>Mice</td><td>1</td></tr><tr><th>Total</th><td>1</td></tr></tbody>
  </table>`), [['Species:col', 'Count:col'], ['Mice:-', '1:-'], ['Total:row', '1:-']]);
});

test('a table without a head has no row labels to find', () => {
  assert.deepEqual(scopes('<table><tbody><tr><td>a</td><td>b</td></tr></tbody></table>'), [['a:-', 'b:-']]);
});
