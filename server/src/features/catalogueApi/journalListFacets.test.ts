// The journal lists' facets (spec 2.11: "each has facets, sort, page size and a term"): the editors'
// choice list and a section's articles answer article-type, year and region counts of their own
// articles (the editors' choice list its sections' too), and a chosen value filters the list, on the
// suite's engine (SQLite, or PostgreSQL with TEST_ENGINE).
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

type Chosen = { id: string; value: string }[];

/** The list's facets count its own articles; choosing the commonest article type, or the newest year, narrows it to exactly that many. */
async function checkList(url: string, body: (facets?: Chosen) => unknown, total: number, ids: string[]) {
  const list = async (facets?: Chosen) => {
    const answer = await post(url, body(facets));
    assert.equal(answer.statusCode, 200, answer.body);
    return answer.json<SearchResults<ArticleSummary>>();
  };
  const all = await list();
  assert.equal(all.total, total);
  assert.deepEqual(all.facets?.map((facet) => facet.id), ids);
  const types = facetOf(all, 'article_types');
  // Every article has one type and one year: each category's counts add up to the list.
  assert.equal(sum(types), total);
  assert.ok(types.values.every((value) => value.label.length > 0 && !value.selected));
  const [commonest] = types.values;
  assert.ok(commonest && commonest.count > 0);
  const narrowed = await list([{ id: 'article_types', value: commonest.value }]);
  assert.equal(narrowed.total, commonest.count);
  for (const item of narrowed.items) assert.equal(item.articleType, commonest.label);
  assert.equal(facetOf(narrowed, 'article_types').values.find((value) => value.value === commonest.value)?.selected, true);

  const years = facetOf(all, 'years');
  assert.equal(sum(years), total);
  assert.deepEqual(years.values.map((value) => value.value), years.values.map((value) => value.value).sort().reverse(), 'newest year first');
  const [newest] = years.values;
  assert.ok(newest && /^\d{4}$/.test(newest.value));
  const ofYear = await list([{ id: 'years', value: newest.value }]);
  assert.equal(ofYear.total, newest.count);
  for (const item of ofYear.items) assert.ok(item.publishedAt.startsWith(newest.value), `${item.publishedAt} is in ${newest.value}`);
  // The year's own facet still offers the other years (a category does not filter itself); the types count that year only.
  assert.deepEqual(facetOf(ofYear, 'years').values.map((value) => value.value), years.values.map((value) => value.value));
  assert.equal(sum(facetOf(ofYear, 'article_types')), newest.count);
  // Two filters at once: the year and the commonest type of that year.
  const [typeOfYear] = facetOf(ofYear, 'article_types').values;
  const both = await list([{ id: 'years', value: newest.value }, { id: 'article_types', value: typeOfYear!.value }]);
  assert.equal(both.total, typeOfYear!.count);
  assert.equal(facetOf(both, 'years').values.find((value) => value.value === newest.value)?.count, typeOfYear!.count);
  // A year no article has is shown as chosen, with nothing in it.
  const none = await list([{ id: 'years', value: '1901' }]);
  assert.equal(none.total, 0);
  assert.deepEqual(facetOf(none, 'years').values.find((value) => value.value === '1901'), { value: '1901', label: '1901', count: 0, selected: true });

  // A facet the list does not have is refused with a 400 that names it.
  const refused = await post(url, body([{ id: 'journals', value: 'cells' }]));
  assert.equal(refused.statusCode, 400, refused.body);
  return { all, list };
}

test("the editors' choice list counts its articles by type, year and region, and filters by them", async () => {
  const chosen = (await t.rows.get(
    sql<{ name: string; n: number }>`SELECT j.name_system AS name, count(*) AS n FROM articles a JOIN journals j ON j.id = a.journal_id WHERE a.editors_choice = 1 GROUP BY j.id ORDER BY n DESC LIMIT 1`,
  ))!;
  assert.ok(Number(chosen.n) >= 3);
  const { all, list } = await checkList(`/api/journals/${chosen.name}/subpage/editors-choice`, (facets) => (facets ? { facets } : {}), Number(chosen.n), [
    'article_types', 'years', 'regions', 'sections',
  ]);
  // The list spans the journal's sections: each section's count is its articles on the list, named as the journal names it.
  const sections = facetOf(all, 'sections');
  const counted = await t.rows.all(
    sql<{ name_system: string; name: string; n: number }>`SELECT s.name_system, s.name, count(*) AS n FROM articles a JOIN journals j ON j.id = a.journal_id
      JOIN journal_sections s ON s.id = a.section_id WHERE j.name_system = ${chosen.name} AND a.editors_choice = 1 GROUP BY s.id, s.name_system, s.name`,
  );
  assert.ok(counted.length > 0, 'the chosen journal has editors\' choices in sections');
  assert.deepEqual(
    sections.values.map((value) => [value.value, value.label, value.count]).sort(),
    counted.map((row) => [row.name_system, row.name, Number(row.n)]).sort(),
  );
  const [largest] = sections.values;
  const inSection = await list([{ id: 'sections', value: largest!.value }]);
  assert.equal(inSection.total, largest!.count);
  for (const item of inSection.items) assert.equal(item.section?.nameSystem, largest!.value);
});

test("a word on the editors' choice list is counted by year as well", async () => {
  const chosen = (await t.rows.get(
    sql<{ name: string }>`SELECT j.name_system AS name FROM articles a JOIN journals j ON j.id = a.journal_id WHERE a.editors_choice = 1 GROUP BY j.id ORDER BY count(*) DESC LIMIT 1`,
  ))!;
  const url = `/api/journals/${chosen.name}/subpage/editors-choice`;
  const [first] = (await post(url, {})).json<SearchResults<ArticleSummary>>().items;
  const word = first!.title.split(/\W+/).filter((w) => w.length > 5).sort((a, b) => b.length - a.length)[0]!;
  const found = (await post(url, { q: word })).json<SearchResults<ArticleSummary>>();
  assert.ok(found.total >= 1, `"${word}" finds the article it was taken from`);
  const years = facetOf(found, 'years');
  assert.equal(sum(years), found.total);
  const year = first!.publishedAt.slice(0, 4);
  const ofYear = (await post(url, { q: word, facets: [{ id: 'years', value: year }] })).json<SearchResults<ArticleSummary>>();
  assert.equal(ofYear.total, years.values.find((value) => value.value === year)?.count);
  assert.ok(ofYear.items.some((item) => item.id === first!.id));
});

test("a section's article list counts its articles by type, year and region, and filters by them", async () => {
  const busiest = (await t.rows.get(
    sql<{ journal: string; section: string; n: number }>`SELECT j.name_system AS journal, s.name_system AS section, count(*) AS n
      FROM articles a JOIN journals j ON j.id = a.journal_id JOIN journal_sections s ON s.id = a.section_id GROUP BY j.id, s.id ORDER BY n DESC LIMIT 1`,
  ))!;
  await checkList(`/api/journals/${busiest.journal}/sections/${busiest.section}/search`, (facets) => ({ query: facets ? { facets } : {} }), Number(busiest.n), [
    'article_types', 'years', 'regions',
  ]);
});
