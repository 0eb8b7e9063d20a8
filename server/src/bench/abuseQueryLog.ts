// The query log of the search benchmarks (bench:abuse's throughput, bench:search's "query log" row):
// distinct article searches, none answered from the search cache. Each word of the catalogue's topic
// vocabulary (generated articles are written from it, so each has matches), pages 1 to 5, in two
// sorts: thousands of combinations, shuffled with a fixed seed (every run sends the same log). Each
// asks as /search asks (searchQueryOf in shared/src/search/searchUrlState.ts): the page, sort and
// page size, and the facet counts.
import { vocabulary } from '../seed/vocabulary.ts';

export interface LoggedSearch {
  query: { page: string; sort: string; resultsPerPage: number; q: string };
  includeFacets: true;
}

export function distinctQueryLog(): string[] {
  const words = new Set<string>();
  for (const subject of Object.values(vocabulary)) {
    for (const phrase of [...subject.topics, ...subject.methods, ...subject.outcomes]) {
      for (const word of phrase.toLowerCase().split(/[^\p{L}]+/u)) if (word.length >= 5) words.add(word);
    }
  }
  const queries: string[] = [];
  for (const word of words) {
    for (const page of ['1', '2', '3', '4', '5']) {
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
