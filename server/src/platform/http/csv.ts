// CSV as spreadsheets read it (RFC 4180), for the exports of search results and form submissions.

/** RFC 4180 quoting, and a leading apostrophe on cells a spreadsheet would run as a formula. */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells (without its line break). */
export function csvLine(cells: readonly (string | number | null)[]): string {
  return cells.map(csvCell).join(',');
}

/** A byte order mark, so that spreadsheet programs read the UTF-8 (accents in names) correctly. */
export const csvStart = '\uFEFF';
