// Article search (spec 9.1): the search-type config, and turning a SearchQuery into an FTS5 MATCH
// expression plus SQL filters. Kept apart from the SQL store so a PostgreSQL/OpenSearch backend can reuse it.
import type { QueryItem, SearchQuery, SearchTypeConfig } from '@oap/shared/api/types.ts';

export const articleSearchConfig: SearchTypeConfig = {
  facets: [
    { id: 'subjects', label: 'Subjects' },
    { id: 'journals', label: 'Journals' },
    { id: 'article_types', label: 'Article Types' },
    { id: 'regions', label: 'Regions' },
  ],
  sort: [
    { id: 'relevancy', label: 'Relevancy', default: true },
    { id: 'publication_date', label: 'Most recent' },
    { id: 'bibliographic', label: 'Bibliographic order' },
    { id: 'citations', label: 'Most cited' },
    { id: 'views', label: 'Most viewed' },
  ],
  resultsPerPage: [10, 20, 30],
  defaultResultsPerPage: 10,
  advancedFields: [
    { id: 'all', label: 'Common fields', default: true },
    { id: 'title', label: 'Title' },
    { id: 'abstract', label: 'Abstract' },
    { id: 'keywords', label: 'Keywords' },
    { id: 'authors', label: 'Authors' },
    { id: 'affiliations', label: 'Affiliations' },
    { id: 'doi', label: 'DOI' },
    { id: 'fulltext', label: 'Full text' },
    { id: 'references', label: 'References' },
  ],
  basicFields: [
    { id: 'date_from', label: 'Published from' },
    { id: 'date_to', label: 'Published to' },
  ],
};

export const articleSortIds = articleSearchConfig.sort.map((option) => option.id);
export const advancedFieldIds = articleSearchConfig.advancedFields.map((option) => option.id);
export const facetIds = articleSearchConfig.facets.map((option) => option.id);
export const basicFieldIds = articleSearchConfig.basicFields.map((option) => option.id);

/** FTS columns searched by the basic term and by the "common fields" advanced row. */
const COMMON_COLUMNS = '{title abstract keywords authors doi fulltext}';

/** bm25 weights in FTS column order: title, abstract, keywords, authors, affiliations, doi, fulltext, references. */
export const BM25_WEIGHTS = [10, 5, 6, 4, 1, 3, 1, 0.5] as const;

/**
 * An FTS5 expression for free text: every word must occur (words of two or more characters match as
 * prefixes), "quoted text" and DOIs match as phrases. Single-character words are ignored (spec 5)
 * unless `singleCharacters` (journal search), where they match as prefixes too. Returns null when
 * nothing searchable is left.
 */
export function termToFts(term: string, singleCharacters = false): string | null {
  const parts: string[] = [];
  const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`;
  const rest = term.replace(/"([^"]+)"/g, (_, quoted: string) => {
    if (/[\p{L}\p{N}]/u.test(quoted)) parts.push(phrase(quoted));
    return ' ';
  });
  for (const chunk of rest.split(/\s+/)) {
    if (!chunk) continue;
    if (/^(https?:\/\/(dx\.)?doi\.org\/)?10\.\d{4,9}\/\S+$/i.test(chunk)) {
      parts.push(phrase(chunk.replace(/^https?:\/\/(dx\.)?doi\.org\//i, '')));
      continue;
    }
    for (const word of chunk.match(/[\p{L}\p{N}]+/gu) ?? []) {
      if (word.length >= 2 || singleCharacters) parts.push(`${phrase(word)}*`);
    }
  }
  return parts.length ? parts.join(' ') : null;
}

function rowToFts(row: QueryItem): string | null {
  const expression = termToFts(row.value.trim());
  if (!expression) return null;
  const column = row.id === 'all' || !advancedFieldIds.includes(row.id) ? COMMON_COLUMNS : row.id;
  return `${column} : (${expression})`;
}

/** The whole MATCH expression of a query, or null when it has no usable term (then everything matches). */
export function buildMatchExpression(query: SearchQuery): string | null {
  const term = (query.q ?? '').trim();
  // Spec 5: a single-character term is ignored.
  let expression = term.length > 1 ? termToFts(term) : null;
  if (expression) expression = `${COMMON_COLUMNS} : (${expression})`;
  for (const row of query.advanced ?? []) {
    if (row.value.trim().length < 2) continue;
    const clause = rowToFts(row);
    if (!clause) continue;
    const operator = row.operator ?? 'AND';
    if (!expression) {
      // FTS5's NOT is binary: a leading NOT row has nothing to subtract from, so it is skipped.
      if (operator !== 'NOT') expression = `(${clause})`;
      continue;
    }
    expression = `(${expression}) ${operator} (${clause})`;
  }
  return expression;
}

/** Spec 5: a page must be numeric and greater than 0, otherwise 1. */
export function pageNumber(page: string | undefined): number {
  const value = Number(page);
  return Number.isInteger(value) && value > 0 ? value : 1;
}

export function pageSize(resultsPerPage: number | undefined, config: SearchTypeConfig = articleSearchConfig): number {
  return resultsPerPage !== undefined && config.resultsPerPage.includes(resultsPerPage) ? resultsPerPage : config.defaultResultsPerPage;
}
