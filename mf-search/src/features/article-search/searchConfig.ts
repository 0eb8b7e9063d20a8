// The articles search configuration: built-in defaults (spec 9.1) and the server's config
// (SearchTypeConfig), read defensively because a failed or odd config must never break the page (spec 8).
import { apiGet } from '@oap/shared/api/client.ts';
import { articleSearchConfig, defaultSort } from '@oap/contracts/search/searchConfigs.ts';

export interface SortOption {
  id: string;
  label: string;
}

export interface ArticleSearchConfig {
  sorts: SortOption[];
  defaultSort: string;
  pageSizes: number[];
  defaultPageSize: number;
}

/** Spec 9.1, articles: the same config the server serves, read the way the server's answer is read. */
export const defaultArticleSearchConfig: ArticleSearchConfig = {
  sorts: articleSearchConfig.sort.map(({ id, label }) => ({ id, label })),
  defaultSort: defaultSort(articleSearchConfig),
  pageSizes: [...articleSearchConfig.resultsPerPage],
  defaultPageSize: articleSearchConfig.defaultResultsPerPage,
};

type Loose = Record<string, unknown>;

const isRecord = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);

function readSorts(raw: Loose): { sorts: SortOption[]; defaultSort: string } | null {
  const list = raw.sort ?? raw.sorts ?? raw.sortOptions;
  if (!Array.isArray(list)) return null;
  const sorts: SortOption[] = [];
  let defaultSort: string | undefined;
  for (const entry of list) {
    if (!isRecord(entry)) continue;
    const id = entry.id ?? entry.value;
    const label = entry.label;
    if (typeof id !== 'string' || typeof label !== 'string') continue;
    sorts.push({ id, label });
    if (entry.default === true) defaultSort = id;
  }
  const first = sorts[0];
  if (!first) return null;
  return { sorts, defaultSort: defaultSort ?? first.id };
}

function readPageSizes(raw: Loose): { pageSizes: number[]; defaultPageSize: number } | null {
  const list = raw.resultsPerPage ?? raw.resultsPerPageOptions ?? raw.pageSizes;
  if (!Array.isArray(list)) return null;
  let defaultPageSize: number | undefined;
  const pageSizes: number[] = [];
  for (const entry of list) {
    const size = typeof entry === 'number' ? entry : isRecord(entry) ? Number(entry.value ?? entry.id) : NaN;
    if (!Number.isInteger(size) || size <= 0) continue;
    pageSizes.push(size);
    if (isRecord(entry) && entry.default === true) defaultPageSize = size;
  }
  const first = pageSizes[0];
  if (first === undefined) return null;
  const declared = raw.defaultResultsPerPage;
  if (defaultPageSize === undefined && typeof declared === 'number' && pageSizes.includes(declared)) defaultPageSize = declared;
  return { pageSizes, defaultPageSize: defaultPageSize ?? first };
}

/** Takes what the server sent and keeps each part only if it is usable; the rest comes from the defaults. */
export function normaliseSearchConfig(raw: unknown): ArticleSearchConfig {
  if (!isRecord(raw)) return defaultArticleSearchConfig;
  const sorts = readSorts(raw) ?? { sorts: defaultArticleSearchConfig.sorts, defaultSort: defaultArticleSearchConfig.defaultSort };
  const sizes = readPageSizes(raw) ?? {
    pageSizes: defaultArticleSearchConfig.pageSizes,
    defaultPageSize: defaultArticleSearchConfig.defaultPageSize,
  };
  return { ...sorts, ...sizes };
}

/** Spec 8: "Search config fetch fails → silent fallback to built-in default facets and options". */
export async function fetchArticleSearchConfig(): Promise<ArticleSearchConfig> {
  try {
    return normaliseSearchConfig(await apiGet<unknown>('/api/search/articles/config'));
  } catch {
    return defaultArticleSearchConfig;
  }
}
