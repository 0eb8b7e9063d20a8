// Which cells of a JATS table are headers, so that a screen reader can announce every data cell with
// its column's and its row's names. Publishers mark a table's head but rarely its row labels: PLOS and
// eLife leave the head's cell above a column of row labels empty. So a cell of the head is a column
// header unless it is empty, and in the body a column under an empty head (the stub, or the second
// stub of a table printed in two halves side by side) holds its rows' headers.
import type { Element } from '@xmldom/xmldom';
import { childElements } from './dom.ts';

const cellsOf = (row: Element): Element[] => childElements(row).filter((cell) => cell.nodeName === 'td' || cell.nodeName === 'th');

const isEmptyCell = (cell: Element): boolean => childElements(cell).length === 0 && (cell.textContent ?? '').trim() === '';

/** A cell's colspan or rowspan as HTML reads it (1 when absent or unreadable; at most 1000, as HTML caps colspan). */
function span(cell: Element, name: 'colspan' | 'rowspan'): number {
  const value = Number(cell.getAttribute(name));
  return Number.isInteger(value) && value >= 1 ? Math.min(value, 1000) : 1;
}

/** The first column of each cell of these rows, as HTML's table model places them: spans push later cells right. */
function columnsOf(rows: readonly Element[]): Map<Element, number> {
  const taken = rows.map(() => new Set<number>());
  const columns = new Map<Element, number>();
  rows.forEach((row, r) => {
    let column = 0;
    for (const cell of cellsOf(row)) {
      while (taken[r]!.has(column)) column += 1;
      columns.set(cell, column);
      const width = span(cell, 'colspan');
      for (let below = r; below < Math.min(rows.length, r + span(cell, 'rowspan')); below++) {
        for (let offset = 0; offset < width; offset++) taken[below]!.add(column + offset);
      }
      column += width;
    }
  });
  return columns;
}

interface TableLayout {
  columns: Map<Element, number>;
  /** The columns whose head is empty: their body cells name their rows. */
  labelColumns: Set<number>;
}

const layouts = new WeakMap<Element, TableLayout>();

function layoutOf(table: Element): TableLayout {
  const known = layouts.get(table);
  if (known) return known;
  const columns = new Map<Element, number>();
  // Row groups are placed each on its own (HTML's model); rows straight under <table> are one group.
  const groups = [...childElements(table).filter((part) => part.nodeName === 'thead' || part.nodeName === 'tbody' || part.nodeName === 'tfoot'), table];
  for (const group of groups) for (const [cell, column] of columnsOf(childElements(group, 'tr'))) columns.set(cell, column);
  const labelColumns = new Set<number>();
  const head = childElements(table, 'thead')[0];
  if (head) {
    const named = new Set<number>();
    let width = 0;
    for (const cell of childElements(head, 'tr').flatMap(cellsOf)) {
      const first = columns.get(cell) ?? 0;
      width = Math.max(width, first + span(cell, 'colspan'));
      if (!isEmptyCell(cell)) for (let offset = 0; offset < span(cell, 'colspan'); offset++) named.add(first + offset);
    }
    for (let column = 0; column < width; column++) if (!named.has(column)) labelColumns.add(column);
  }
  const layout = { columns, labelColumns };
  layouts.set(table, layout);
  return layout;
}

/** A cell's header scope: `col` for a named cell of the head, `row` for a row's label, else none (a data cell, or an empty one). */
export function headerScope(cell: Element): 'col' | 'row' | null {
  if (isEmptyCell(cell)) return null;
  const group = cell.parentNode?.parentNode as Element | null | undefined;
  if (group?.nodeName === 'thead') return 'col';
  const table = (group?.nodeName === 'table' ? group : group?.parentNode) as Element | null | undefined;
  if (table?.nodeName !== 'table') return null;
  const { columns, labelColumns } = layoutOf(table);
  const column = columns.get(cell);
  if (column === undefined) return null;
  return labelColumns.has(column) || (column === 0 && cell.nodeName === 'th') ? 'row' : null;
}

/**
 * How a cell is written in HTML: a header with its scope, a <th> the publisher put in the body (not
 * its first cell) as it was, and every other cell, an empty one above all, as a <td>.
 */
export function cellMarkup(cell: Element): { tag: 'th' | 'td'; scope: 'col' | 'row' | null } {
  const scope = headerScope(cell);
  if (scope) return { tag: 'th', scope };
  const inBody = (cell.parentNode?.parentNode as Element | null | undefined)?.nodeName !== 'thead';
  return { tag: cell.nodeName === 'th' && inBody && !isEmptyCell(cell) ? 'th' : 'td', scope: null };
}
