// Journal, topic and award search, the journal finder and a journal's most viewed / cited articles
// give the same answers on both engines, for one seed written to SQLite and PostgreSQL:
// the same totals and facet counts for every query, the same items in the same order wherever the
// order is not relevance (by relevance, the same items). The journal finder ranks each its own way
// (bm25 there, ts_rank with an idf here): the same best journal, and the same words found.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchQuery, SearchResults } from '@oap/contracts/api/search.ts';
import type { SearchStore } from '../../store.ts';
import { searchPair } from '../../../../test-support/catalogue/postgres/searchPair.ts';

type Results = SearchResults<{ id: number; snippet?: string }>;
const FACETS_OF = { journals: 'journalFacets', topics: 'topicFacets', awards: 'awardFacets' } as const;
const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

async function compare(sqlite: SearchStore, postgres: SearchStore, kind: 'journals' | 'topics' | 'awards', queries: SearchQuery[]): Promise<void> {
  for (const query of queries) {
    const label = `${kind} ${JSON.stringify(query)}`;
    const a = (await sqlite[kind](query, { includeFacets: true })) as Results;
    const b = (await postgres[kind](query, { includeFacets: true })) as Results;
    const { items: itemsA, ...countsA } = a;
    const { items: itemsB, ...countsB } = b;
    assert.deepEqual(countsB, countsA, label);
    const plain = (items: Results['items']) => items.map(({ snippet: _snippet, ...item }) => item);
    // Journals with words come by relevance unless sorted otherwise: bm25 and ts_rank order them each their own way.
    const relevance = kind === 'journals' && Boolean(query.q?.trim()) && (query.sort ?? 'relevancy') === 'relevancy';
    if (relevance) assert.deepEqual(itemsB.map((i) => i.id).sort(), itemsA.map((i) => i.id).sort(), label);
    else assert.deepEqual(json(plain(itemsB)), json(plain(itemsA)), label);
    // A snippet where SQLite has one (the words are there to mark), and marks only.
    assert.deepEqual(itemsB.filter((i) => i.snippet).map((i) => i.id).sort(), itemsA.filter((i) => i.snippet).map((i) => i.id).sort(), `${label}: snippets`);
    for (const item of itemsB) if (item.snippet) assert.match(item.snippet, /<mark>/, label);
    for (const facet of a.facets ?? []) {
      const only = await postgres[FACETS_OF[kind]](query, facet.id);
      assert.deepEqual(only, [facet], `${label}: ${facet.id} alone`);
    }
  }
}

test('journal, topic and award search, the journal finder and ranked articles: the same on SQLite and PostgreSQL', async (t) => {
  const made = await searchPair(t);
  if (!made) return;
  const { sqlite, postgres } = made;
  try {
    await t.test('journal search: every word a prefix, a lone letter in the names, facets, six sorts', async () => {
      const queries: SearchQuery[] = [{}, { q: 'j' }, { q: 'C' }, { q: 'cell' }, { q: 'biology' }, { q: 'med' }, { q: 'Scopus' }, { q: 'climate atmosphere' }, { q: 'zzyzx' }];
      for (const sort of [undefined, 'relevancy', 'impact_factor', 'cite_score', 'total_articles', 'year_asc', 'year_desc']) {
        await compare(sqlite, postgres, 'journals', queries.map((q) => (sort ? { ...q, sort } : q)));
      }
      await compare(sqlite, postgres, 'journals', [
        { facets: [{ id: 'subjects', value: 'medicine-pharmacology' }, { id: 'subjects', value: 'biology-life-sciences' }] },
        { q: 'science', facets: [{ id: 'idatabases', value: 'Scopus' }, { id: 'years', value: '2015' }] },
      ]);
    });

    await t.test('topic search: words, facets, three sorts, pages', async () => {
      const queries: SearchQuery[] = [{}, { q: 'x' }, { q: 'cell' }, { q: 'biology' }, { q: 'energy storage' }, { q: 'the' }, { q: 'zzyzx' }];
      for (const sort of [undefined, 'views', 'total_articles']) {
        for (const page of ['1', '2']) await compare(sqlite, postgres, 'topics', queries.map((q) => ({ ...q, page, ...(sort ? { sort } : {}) })));
      }
      await compare(sqlite, postgres, 'topics', [
        { facets: [{ id: 'status', value: 'open' }] },
        { q: 'research', facets: [{ id: 'subjects', value: 'medicine-pharmacology' }, { id: 'journals', value: 'cells-and-development' }] },
      ]);
    });

    await t.test('award search: words, facets, three sorts', async () => {
      const queries: SearchQuery[] = [{}, { q: 'best paper' }, { q: 'travel' }, { q: 'young investigator' }, { q: 'cell' }];
      for (const sort of [undefined, 'name', 'journal']) await compare(sqlite, postgres, 'awards', queries.map((q) => (sort ? { ...q, sort } : q)));
      await compare(sqlite, postgres, 'awards', [{ facets: [{ id: 'kinds', value: 'travel' }, { id: 'status', value: 'closed' }] }]);
    });

    await t.test('the journal finder: the same best journal and the same words found in each journal suggested by both', async () => {
      const manuscripts = [
        { title: 'Soil erosion and crop yields under a changing climate', abstract: 'We model how warming and rainfall change soil erosion and wheat and maize yields across farms.', keywords: ['agriculture', 'soil'] },
        { title: 'Stem cell niches in intestinal organoids', abstract: 'Using single-cell sequencing we map the signals that keep stem cells dividing in human organoids.', keywords: ['stem cells', 'organoids'] },
        { title: 'Quantum error correction on superconducting qubits', abstract: 'We demonstrate a surface code on a superconducting processor and measure logical error rates.', keywords: ['quantum computing'] },
        // Words the two Porter stemmers part ("-logy", "-bly"): counted as FTS5 merges them.
        { title: 'Topology of river networks and catchment hydrology', abstract: 'We relate the topology of drainage networks to catchment hydrology and soil microbiology, reliably measured over ten years.', keywords: ['topology', 'hydrology'] },
      ];
      for (const matter of manuscripts) {
        const a = await sqlite.journalFinder(matter);
        const b = await postgres.journalFinder(matter);
        assert.deepEqual(b.terms, a.terms);
        assert.ok(a.matches.length > 0 && b.matches.length > 0, matter.title);
        assert.equal(b.matches[0]?.journal.nameSystem, a.matches[0]?.journal.nameSystem, matter.title);
        assert.equal(b.matches[0]?.score, 100);
        for (const match of b.matches) {
          const same = a.matches.find((m) => m.journal.nameSystem === match.journal.nameSystem);
          if (same) assert.deepEqual(match.matchedTerms, same.matchedTerms, `${matter.title}: ${match.journal.nameSystem}`);
        }
      }
      assert.deepEqual(await postgres.journalFinder({ title: 'the of', abstract: '', keywords: [] }), await sqlite.journalFinder({ title: 'the of', abstract: '', keywords: [] }));
    });

    await t.test("a journal's most viewed and most cited articles over each range", async () => {
      for (const journal of ['cells-and-development', 'genes-and-genomes', 'no-such-journal']) {
        for (const by of ['views', 'citations'] as const) {
          for (const range of ['1w', '1m', '6m', '1y', '2y', '5y', 'all'] as const) {
            assert.deepEqual(json(await postgres.rankedArticles(journal, by, range, 5)), json(await sqlite.rankedArticles(journal, by, range, 5)), `${journal} ${by} ${range}`);
          }
        }
      }
    });
  } finally {
    await made.close();
  }
});
