// Export of search results (GET /api/search/export, spec 7.4) as CSV, RIS or BibTeX: the articles
// the reader selected (the checkboxes of the results are fields of this form), or, with none
// selected, this page's results. A GET form to the API: the browser downloads the file, with or
// without scripts. With scripts, "Select all on this page" ticks every result.
import type { SearchQuery } from '@oap/contracts/api/search.ts';
import { formatCount } from '@oap/contracts/site/textFormat.ts';
import { compressList } from '@oap/shared/search/searchUrlState.ts';
import { useHydrated } from '@oap/shared/routing/useHydrated.ts';
import styles from './SearchExport.module.css';

export const exportFormId = 'search-export';
/** The formats, named as reference managers name them (RIS: EndNote, Zotero, Mendeley; CSV: a spreadsheet). */
export const exportFormats = [
  { value: 'ris', label: 'RIS' },
  { value: 'bibtex', label: 'BibTeX' },
  { value: 'csv', label: 'CSV' },
] as const;

export interface SearchExportProps {
  query: SearchQuery;
  /** How many results this page shows. */
  onPage: number;
  selected: number;
  onSelectAll: (all: boolean) => void;
}

export function SearchExport({ query, onPage, selected, onSelectAll }: SearchExportProps) {
  const hydrated = useHydrated();
  const allSelected = onPage > 0 && selected === onPage;
  return (
    <form id={exportFormId} className={styles.export} method="get" action="/api/search/export" aria-label="Export results">
      <input type="hidden" name="type" value="articles" />
      <input type="hidden" name="scope" value="page" />
      <input type="hidden" name="query" value={compressList(query)} />
      {hydrated ? (
        <label className={styles.all}>
          <input type="checkbox" checked={allSelected} onChange={(event) => onSelectAll(event.target.checked)} />
          Select all on this page
        </label>
      ) : null}
      <span className={styles.format}>
        <label htmlFor={`${exportFormId}-format`}>Export as</label>
        <select id={`${exportFormId}-format`} name="format" defaultValue="ris">
          {exportFormats.map((format) => (
            <option key={format.value} value={format.value}>
              {format.label}
            </option>
          ))}
        </select>
      </span>
      <button type="submit" className={styles.button}>
        {hydrated && selected ? `Export ${formatCount(selected)} selected` : 'Export'}
      </button>
      {hydrated ? (
        <span className={styles.hint}>{selected ? '' : onPage === 1 ? "Nothing selected: this page's result." : `Nothing selected: this page's ${formatCount(onPage)} results.`}</span>
      ) : (
        <span className={styles.staticHint}>The selected results, or this page when none is selected.</span>
      )}
    </form>
  );
}
