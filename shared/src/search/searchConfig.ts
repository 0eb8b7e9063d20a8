// A search type's configuration as pages use it: the server's answer (GET /api/search/{type}/config),
// each part kept only when it is usable, the built-in defaults of spec 9.1 for the rest, and the
// defaults alone when the call fails (spec 8: "silent fallback to built-in default facets and options").
import type { SearchOption, SearchType, SearchTypeConfig } from '@oap/contracts/api/search.ts';
import { articleSearchConfig, awardSearchConfig, journalSearchConfig, topicSearchConfig } from '@oap/contracts/search/searchConfigs.ts';
import { apiGet, type ApiCall } from '@oap/shared/api/client.ts';

/** The built-in config of each search type (spec 9.1). */
export const builtInSearchConfigs: Record<SearchType, SearchTypeConfig> = {
  articles: articleSearchConfig,
  journals: journalSearchConfig,
  topics: topicSearchConfig,
  awards: awardSearchConfig,
};

type Loose = Record<string, unknown>;
const isRecord = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list of options ({ id, label, default? }), or null when nothing in it is usable. */
function readOptions(list: unknown): SearchOption[] | null {
  if (!Array.isArray(list)) return null;
  const options: SearchOption[] = [];
  for (const entry of list) {
    if (!isRecord(entry)) continue;
    const id = entry.id ?? entry.value;
    if (typeof id !== 'string' || typeof entry.label !== 'string' || options.some((option) => option.id === id)) continue;
    options.push(entry.default === true ? { id, label: entry.label, default: true } : { id, label: entry.label });
  }
  return options.length ? options : null;
}

function readPageSizes(raw: Loose): { resultsPerPage: number[]; defaultResultsPerPage: number } | null {
  const list = raw.resultsPerPage;
  if (!Array.isArray(list)) return null;
  const sizes = list.filter((size): size is number => Number.isInteger(size) && (size as number) > 0 && (size as number) <= 1000);
  const first = sizes[0];
  if (first === undefined) return null;
  const declared = raw.defaultResultsPerPage;
  return { resultsPerPage: sizes, defaultResultsPerPage: typeof declared === 'number' && sizes.includes(declared) ? declared : first };
}

/**
 * What the server sent, part by part; a part that is missing or odd comes from `fallback`. Only ids
 * the fallback knows are kept for facets and fields: the API validates against its own lists, and
 * a page must never send what it will refuse.
 */
export function readSearchConfig(raw: unknown, fallback: SearchTypeConfig): SearchTypeConfig {
  if (!isRecord(raw)) return fallback;
  const known = (options: SearchOption[] | null, builtIn: SearchOption[]) => {
    const kept = options?.filter((option) => builtIn.some((b) => b.id === option.id)) ?? [];
    return kept.length ? kept : builtIn;
  };
  return {
    facets: known(readOptions(raw.facets), fallback.facets),
    sort: known(readOptions(raw.sort), fallback.sort),
    ...(readPageSizes(raw) ?? { resultsPerPage: fallback.resultsPerPage, defaultResultsPerPage: fallback.defaultResultsPerPage }),
    advancedFields: known(readOptions(raw.advancedFields), fallback.advancedFields),
    basicFields: known(readOptions(raw.basicFields), fallback.basicFields),
  };
}

/** The config of a search type, asked for the request `call` names; never fails (spec 8). */
export async function fetchSearchConfig(type: SearchType, call: ApiCall): Promise<SearchTypeConfig> {
  const fallback = builtInSearchConfigs[type];
  try {
    return readSearchConfig(await apiGet<unknown>(`/api/search/${type}/config`, call), fallback);
  } catch {
    return fallback;
  }
}

/** The query key of a search type's config (one per page's QueryClient). */
export const searchConfigKey = (type: SearchType) => ['search', type, 'config'] as const;
