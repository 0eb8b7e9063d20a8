// The query log of the search benchmarks (bench:abuse's throughput, bench:search's "query log" row):
// distinct article searches, none answered from the search cache. Each word of the catalogue's topic
// vocabulary (generated articles are written from it, so each has matches), pages 1 to 5, in two
// sorts: thousands of combinations, shuffled with a fixed seed (every run sends the same log). Each
// asks as /search asks (searchQueryOf in shared/src/search/searchUrlState.ts): the page, sort and
// page size, and the facet counts.
import { surnames, vocabulary } from '../../src/catalogue/seed/vocabulary.ts';

export interface LoggedSearch {
  query: { page: string; sort: string; resultsPerPage: number; q: string };
  includeFacets: true;
}

/** The words of these phrases that are five letters or longer. */
function wordsOf(phrases: string[]): Set<string> {
  const words = new Set<string>();
  for (const phrase of phrases) for (const word of phrase.toLowerCase().split(/[^\p{L}]+/u)) if (word.length >= 5) words.add(word);
  return words;
}

const logWords = () => wordsOf(Object.values(vocabulary).flatMap((subject) => [...subject.topics, ...subject.methods, ...subject.outcomes]));

export function distinctQueryLog(): string[] {
  return queryLog(logWords(), [1, 2, 3, 4, 5]);
}

/**
 * Searches that warm a freshly started server up (its code compiled, its connections' caches filled)
 * without touching the log's own words: the catalogue's setting and section words and authors'
 * surnames, none of them a word of the log, pages 1 and 2. A server that has been up for a while has
 * run searches like these; the log's words stay as new to it as on a fresh one.
 */
export function warmUpQueryLog(): string[] {
  const taken = logWords();
  const words = wordsOf([...Object.values(vocabulary).flatMap((subject) => [...subject.settings, ...subject.sections]), ...surnames]);
  return queryLog(new Set([...words].filter((word) => !taken.has(word))), [1, 2]);
}

function queryLog(words: Set<string>, pages: number[]): string[] {
  const queries: string[] = [];
  for (const word of words) {
    for (const page of pages.map(String)) {
      for (const sort of ['relevancy', 'publication_date']) {
        const search: LoggedSearch = { query: { page, sort, resultsPerPage: 10, q: word }, includeFacets: true };
        queries.push(JSON.stringify(search));
      }
    }
  }
  let seed = 7;
  for (let i = queries.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const j = seed % (i + 1);
    [queries[i], queries[j]] = [queries[j] as string, queries[i] as string];
  }
  return queries;
}
