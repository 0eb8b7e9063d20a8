// The advanced search builder (spec 9.1 advanced fields): rows of field, operator and term, joined left
// to right. Its fields are part of the page's GET form (row_field, row_operator, row_value), so it
// works without scripts: there is always one empty row to fill, "Add a row" sends the form (and the
// page comes back with a new empty row), and a row's "Remove" sends it without that row. With scripts,
// "Add a row" adds one in place and "Remove" takes the same path through the form.
import { useId, useState } from 'react';
import type { QueryItem, SearchTypeConfig } from '@oap/contracts/api/search.ts';
import { defaultFieldOf, searchFormFields, type Operator } from '@oap/shared/search/searchUrlState.ts';
import styles from './AdvancedRows.module.css';

/** The most rows the API takes (search.schemas.ts). */
const MAX_ROWS = 20;

interface Row {
  key: number;
  id: string;
  operator: Operator;
  value: string;
}

const operators: { value: Operator; label: string }[] = [
  { value: 'AND', label: 'AND' },
  { value: 'OR', label: 'OR' },
  { value: 'NOT', label: 'NOT' },
];

export function AdvancedRows({ config, rows: applied }: { config: SearchTypeConfig; rows: QueryItem[] }) {
  const baseId = useId();
  const blank = (key: number): Row => ({ key, id: defaultFieldOf(config), operator: 'AND', value: '' });
  const [rows, setRows] = useState<Row[]>(() => [
    ...applied.map((row, index) => ({ key: index, id: row.id, operator: (row.operator ?? 'AND') as Operator, value: row.value })),
    ...(applied.length < MAX_ROWS ? [blank(applied.length)] : []),
  ]);
  const update = (key: number, change: Partial<Row>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const nextKey = () => Math.max(-1, ...rows.map((row) => row.key)) + 1;

  return (
    <fieldset className={styles.rows}>
      <legend className={styles.legend}>Search in fields</legend>
      <ol className={styles.list}>
        {rows.map((row, index) => {
          const id = `${baseId}-${row.key}`;
          return (
            <li key={row.key} className={styles.row}>
              {index === 0 ? (
                <>
                  <input type="hidden" name={searchFormFields.rowOperator} value="AND" />
                  <span className={styles.first} aria-hidden="true">
                    Find
                  </span>
                </>
              ) : (
                <span className={styles.operator}>
                  <label htmlFor={`${id}-operator`} className="oap-visually-hidden">
                    How row {index + 1} joins the rows above
                  </label>
                  <select id={`${id}-operator`} name={searchFormFields.rowOperator} value={row.operator} onChange={(event) => update(row.key, { operator: event.target.value as Operator })}>
                    {operators.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                </span>
              )}
              <span className={styles.field}>
                <label htmlFor={`${id}-field`} className="oap-visually-hidden">
                  Field of row {index + 1}
                </label>
                <select id={`${id}-field`} name={searchFormFields.rowField} value={row.id} onChange={(event) => update(row.key, { id: event.target.value })}>
                  {config.advancedFields.map((field) => (
                    <option key={field.id} value={field.id}>
                      {field.label}
                    </option>
                  ))}
                </select>
              </span>
              <span className={styles.value}>
                <label htmlFor={`${id}-value`} className="oap-visually-hidden">
                  Term of row {index + 1}
                </label>
                <input
                  id={`${id}-value`}
                  type="text"
                  name={searchFormFields.rowValue}
                  value={row.value}
                  maxLength={1000}
                  autoComplete="off"
                  placeholder="Term"
                  onChange={(event) => update(row.key, { value: event.target.value })}
                />
              </span>
              <button type="submit" name={searchFormFields.removeRow} value={String(index)} className={styles.remove} aria-label={`Remove row ${index + 1}`}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          );
        })}
      </ol>
      {rows.length < MAX_ROWS ? (
        <button
          type="submit"
          name={searchFormFields.addRow}
          value="1"
          className={styles.add}
          onClick={(event) => {
            // With scripts a row appears in place; without them the form goes and comes back with one.
            event.preventDefault();
            setRows((current) => [...current, blank(nextKey())]);
          }}
        >
          Add a row
        </button>
      ) : null}
    </fieldset>
  );
}
