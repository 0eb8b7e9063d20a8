// The journal lists' facets (spec 2.11: "each has facets, sort, page size and a term"): the editors'
// choice list and a section's articles answer article-type and region counts of their own articles,
// and a chosen value filters the list, on the suite's engine (SQLite, or PostgreSQL with TEST_ENGINE).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { FacetCounts, SearchResults } from '@oap/contracts/api/search.ts';
import { createTestApp, type TestApp } from '../../../test-support/catalogueApi.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp({ articles: 1500 });
});
after(() => t.close());

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });
const facetOf = (results: SearchResults<ArticleSummary>, id: string): FacetCounts => {
  const facet = results.facets?.find((candidate) => candidate.id === id);
  assert.ok(facet, `the answer has the ${id} facet: ${JSON.stringify(results.facets?.map((f) => f.id))}`);
  return facet;
};
const sum = (facet: FacetCounts) => facet.values.reduce((total, value) => total + value.count, 0);

/** The list's facets count its own articles; choosing the commonest article type narrows it to exactly that many. */
async function checkList(url: string, body: (facets?: { id: string; value: string }[]) => unknown, total: number) {
  const all = (await post(url, body())).json<SearchResults<ArticleSummary>>();
  assert.equal(all.total, total);
  assert.deepEqual(all.facets?.map((facet) => facet.id), ['article_types', 'regions']);
  const types = facetOf(all, 'article_types');
  // Every article has one type: the counts add up to the list.
  assert.equal(sum(types), total);
  assert.ok(types.values.every((value) => value.label.length > 0 && !value.selected));
  const [commonest] = types.values;
  assert.ok(commonest && commonest.count > 0);
  const narrowed = (await post(url, body([{ id: 'article_types', value: commonest.value }]))).json<SearchResults<ArticleSummary>>();
  assert.equal(narrowed.total, commonest.count);
  for (const item of narrowed.items) assert.equal(item.articleType, commonest.label);
  assert.equal(facetOf(narrowed, 'article_types').values.find((value) => value.value === commonest.value)?.selected, true);
  // A facet the list does not have is refused with a 400 that names it.
  const refused = await post(url, body([{ id: 'journals', value: 'cells' }]));
  assert.equal(refused.statusCode, 400, refused.body);
}

test("the editors' choice list counts its articles by type and region, and filters by them", async () => {
  const chosen = (await t.rows.get(
    sql<{ name: string; n: number }>`SELECT j.name_system AS name, count(*) AS n FROM articles a JOIN journals j ON j.id = a.journal_id WHERE a.editors_choice = 1 GROUP BY j.id ORDER BY n DESC LIMIT 1`,
  ))!;
  assert.ok(Number(chosen.n) >= 3);
  await checkList(`/api/journals/${chosen.name}/subpage/editors-choice`, (facets) => (facets ? { facets } : {}), Number(chosen.n));
});

test("a section's article list counts its articles by type and region, and filters by them", async () => {
  const busiest = (await t.rows.get(
    sql<{ journal: string; section: string; n: number }>`SELECT j.name_system AS journal, s.name_system AS section, count(*) AS n
      FROM articles a JOIN journals j ON j.id = a.journal_id JOIN journal_sections s ON s.id = a.section_id GROUP BY j.id, s.id ORDER BY n DESC LIMIT 1`,
  ))!;
  await checkList(`/api/journals/${busiest.journal}/sections/${busiest.section}/search`, (facets) => ({ query: facets ? { facets } : {} }), Number(busiest.n));
});
