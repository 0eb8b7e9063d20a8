// ts_headline as the small searches (journals, topics) use it: a headline of each column a search
// looked at, the one marking the most words kept (FTS5's snippet() picks its best column so), with
// SQLite's markers and an ellipsis where it cuts the column.
import { sql, type RawBuilder } from 'kysely';
import { MARK_CLOSE, MARK_OPEN, markedSnippet } from '../../rows/snippetMarks.ts';

// ts_headline's own markers (private use characters, in no stored text); the fence that
// oap_headline_text puts around punctuation (migration 110).
export const HEADLINE_OPEN = '\uE000';
export const HEADLINE_CLOSE = '\uE001';
// A control character on purpose: no text of an article contains it.
// eslint-disable-next-line no-control-regex
const FENCE = /\u0003/g;

const MARKERS = `StartSel=${HEADLINE_OPEN}, StopSel=${HEADLINE_CLOSE}`;

/** One fragment of at most `maxWords` words around the words found, with the context around them. */
const fragmentOptions = (maxWords: number) => `${MARKERS}, MaxWords=${maxWords}, MinWords=${Math.max(1, Math.floor(maxWords / 2))}, ShortWord=0, MaxFragments=1, FragmentDelimiter=" "`;

/**
 * ts_headline of a column's text for a tsquery: a text of at most `maxWords` words whole (a fragment
 * would cut a short title or author list at its match, where FTS5's snippet shows it all), a longer
 * one as one fragment around the words found.
 */
export function headline(config: string, text: RawBuilder<unknown>, query: RawBuilder<unknown>, maxWords: number): RawBuilder<unknown> {
  const source = sql`oap_headline_text(coalesce(${text}, ''))`;
  // Words are counted only in a text short enough to have so few (counting a long text costs as much as its headline).
  return sql`CASE WHEN length(coalesce(${text}, '')) <= ${maxWords * 20} AND coalesce(array_length(string_to_array(btrim(oap_search_words(coalesce(${text}, ''))), ' '), 1), 0) <= ${maxWords}
    THEN ts_headline(${sql.lit(config)}, ${source}, ${query}, ${`${MARKERS}, HighlightAll=true`})
    ELSE ts_headline(${sql.lit(config)}, ${source}, ${query}, ${fragmentOptions(maxWords)}) END`;
}

export const markCount = (headlineText: string | null | undefined) => (headlineText ?? '').split(HEADLINE_OPEN).length - 1;

const squeeze = (text: string) => text.replace(/\u200B/g, '').replace(/\s+/g, ' ').trim();

/** The headline as the page shows it: fences gone, an ellipsis where it cuts the text, escaped, SQLite's marks. */
export function finishHeadline(headlineText: string, source: string): string {
  const plain = squeeze(headlineText.replace(FENCE, ''));
  const bare = plain.replaceAll(HEADLINE_OPEN, '').replaceAll(HEADLINE_CLOSE, '');
  const whole = squeeze(source);
  const text = `${whole.startsWith(bare) ? '' : '…'}${plain}${whole.endsWith(bare) ? '' : '…'}`;
  return markedSnippet(text.replaceAll(HEADLINE_OPEN, MARK_OPEN).replaceAll(HEADLINE_CLOSE, MARK_CLOSE));
}

/** Of a row's headlines (h_<column>) the one marking most words, finished with its source (s_<column>); null when none marks. */
export function bestHeadline(row: Record<string, unknown>, columns: readonly string[]): string | null {
  let best: { column: string; count: number } | null = null;
  for (const column of columns) {
    const count = markCount(row[`h_${column}`] as string | null);
    if (count > (best?.count ?? 0)) best = { column, count };
  }
  return best ? finishHeadline(String(row[`h_${best.column}`]), String(row[`s_${best.column}`] ?? '')) : null;
}

/** The SELECT list of headlines (h_<column>) and their source texts (s_<column>) of `columns`. */
export function headlineSelects(
  columns: readonly string[],
  textOf: (column: string) => RawBuilder<unknown>,
  config: string,
  queryOf: (column: string) => RawBuilder<unknown>,
  maxWords: number,
): RawBuilder<unknown>[] {
  return columns.flatMap((column) => {
    const text = textOf(column);
    return [sql`${headline(config, text, queryOf(column), maxWords)} AS ${sql.ref(`h_${column}`)}`, sql`${text} AS ${sql.ref(`s_${column}`)}`];
  });
}
