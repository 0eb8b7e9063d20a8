// A long list as a compact table: one row a record, the columns a reader compares; on a phone each row
// folds into a short block with its labels, so nothing scrolls sideways. For lists of hundreds of
// records (awards, societies) instead of a wall of cards.
import type { ReactNode } from 'react';
import { classNames } from '@oap/shared/ui/classNames.ts';
import styles from './CompactTable.module.css';

export interface CompactColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  /** The first column names the record: a row header, and the block's title on a phone. */
  numeric?: boolean;
}

export interface CompactTableProps<Row> {
  caption: string;
  /** Show the caption (a table under a heading of its own can keep it for screen readers only). */
  showCaption?: boolean;
  columns: CompactColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  className?: string;
}

export function CompactTable<Row>({ caption, showCaption = false, columns, rows, rowKey, className }: CompactTableProps<Row>) {
  return (
    <table className={classNames(styles.table, className)}>
      <caption className={showCaption ? styles.caption : 'oap-visually-hidden'}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={column.numeric ? styles.numeric : undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column, index) =>
              index === 0 ? (
                <th key={column.label} scope="row" className={styles.name}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.label} data-label={column.label} className={column.numeric ? styles.numeric : undefined}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
