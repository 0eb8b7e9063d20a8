import { test } from 'node:test';
import assert from 'node:assert/strict';
import { boundedText } from './rows/rows.ts';
import { MAX_SEARCH_WORDS, MIN_PREFIX, articleTerms, buildQueryPlan, buildQueryTree, doiSearchText, rankingExpression, rankingWidens, snippetExpression, wholeWords, renderExpression, termToFts, treeIndex, HEAD_COLUMNS, TEXT_COLUMNS } from './articleSearch.ts';
import type { SearchQuery } from '@oap/contracts/api/search.ts';

/** A query's whole MATCH over all columns, or null when it has no usable term. */
const buildMatchExpression = (query: SearchQuery): string | null => {
  const tree = buildQueryTree(query);
  return tree ? renderExpression(tree) : null;
};

test('free text becomes prefix words, quoted phrases and DOIs stay phrases, single letters are ignored', () => {
  assert.equal(termToFts('Cell  polarity'), '"Cell"* "polarity"*');
  assert.equal(termToFts('"stem cell" niches'), '"stem cell" "niches"*');
  assert.equal(termToFts('https://doi.org/10.7554/eLife.00013'), '"10.7554/eLife.00013"');
  assert.equal(termToFts('a b'), null);
  assert.equal(termToFts('T cell'), '"cell"*');
  assert.equal(termToFts('J', true), '"J"*', 'journal search keeps single letters');
  assert.equal(termToFts('say "hi"""'), '"say"* "hi"', 'in reading order');
  assert.equal(termToFts('10.5555/cells12030456'), '"10.5555/cells\u200B12030456"', 'a DOI is split as the index splits it');
});

test('DOIs are indexed with their letters and digits apart, and the DOI row splits a part of a DOI the same way', () => {
  assert.equal(doiSearchText('10.5555/cells12030456'), '10.5555/cells\u200B12030456');
  assert.equal(doiSearchText('10.5555/ab12cd'), '10.5555/ab\u200B12\u200Bcd');
  assert.equal(doiSearchText('10.7554/eLife.00013'), '10.7554/eLife.00013', 'nothing to split');
  assert.equal(buildMatchExpression({ advanced: [{ id: 'doi', value: 'cells12030456' }] }), 'doi : ("cells"* "12030456"*)');
});

test('the query tree: the term over the common fields, advanced rows joined left to right', () => {
  const tree = buildQueryTree({
    q: 'cell',
    advanced: [
      { id: 'title', value: 'stem', operator: 'AND' },
      { id: 'references', value: 'cohort', operator: 'NOT' },
      { id: 'x' as 'title', value: 'y', operator: 'OR' },
    ],
  });
  assert.ok(tree);
  assert.equal(
    renderExpression(tree),
    '(({title abstract keywords authors doi fulltext} : ("cell"*)) AND (title : ("stem"*))) NOT (references : ("cohort"*))',
    'the one-letter row adds nothing',
  );
  assert.equal(buildMatchExpression({ q: 'cell', advanced: [{ id: 'title', value: 'stem' }] }), '({title abstract keywords authors doi fulltext} : ("cell"*)) AND (title : ("stem"*))');
  assert.equal(buildMatchExpression({ advanced: [{ id: 'title', value: 'stem', operator: 'NOT' }] }), null, 'a leading NOT has nothing to subtract from');
  assert.equal(buildMatchExpression({ q: 'x' }), null);
});

test('which index a search needs, and what relevance scores', () => {
  const common = buildQueryTree({ q: 'cell' });
  assert.ok(common);
  assert.equal(treeIndex(common), 'both');
  assert.equal(renderExpression(common, HEAD_COLUMNS), '{title abstract keywords authors doi} : ("cell"*)');
  assert.equal(renderExpression(common, TEXT_COLUMNS), 'fulltext : ("cell"*)');
  const fields = buildQueryTree({ advanced: [{ id: 'title', value: 'cell' }, { id: 'authors', value: 'muller', operator: 'AND' }] });
  assert.ok(fields);
  assert.equal(treeIndex(fields), 'head');
  assert.equal(rankingExpression(fields), renderExpression(fields), 'a search on short fields is scored as it is');
  const withAffiliation = buildQueryTree({ advanced: [{ id: 'title', value: 'battery' }, { id: 'affiliations', value: 'zurich', operator: 'AND' }] });
  assert.ok(withAffiliation);
  assert.equal(treeIndex(withAffiliation), 'head', 'affiliations are metadata, in the short-field index');
  const mixed = buildQueryTree({ advanced: [{ id: 'abstract', value: 'diabetes' }, { id: 'references', value: 'zurich', operator: 'AND' }, { id: 'title', value: 'adults', operator: 'NOT' }] });
  assert.ok(mixed);
  assert.equal(treeIndex(mixed), 'both');
  assert.equal(rankingExpression(mixed), 'abstract : ("diabetes"*)', 'long-text parts and excluded words are not scored');
  const textOnly = buildQueryTree({ advanced: [{ id: 'references', value: 'cohort' }] });
  assert.ok(textOnly);
  assert.equal(treeIndex(textOnly), 'text');
  assert.equal(rankingExpression(textOnly), null);
});

test('when the scoring query finds more than the search: long-text parts joined by AND, and NOT', () => {
  const tree = (advanced: { id: string; value: string; operator?: 'AND' | 'OR' | 'NOT' }[], q?: string) => {
    const built = buildQueryTree({ ...(q ? { q } : {}), advanced } as Parameters<typeof buildQueryTree>[0]);
    assert.ok(built);
    return built;
  };
  assert.equal(rankingWidens(tree([], 'cell')), false, 'the common fields: the short-field part is a part of the search');
  assert.equal(rankingWidens(tree([{ id: 'title', value: 'cell' }, { id: 'abstract', value: 'stem', operator: 'AND' }])), false);
  assert.equal(rankingWidens(tree([{ id: 'title', value: 'cell' }, { id: 'references', value: 'zurich', operator: 'OR' }])), false);
  assert.equal(rankingWidens(tree([{ id: 'title', value: 'cell' }, { id: 'references', value: 'zurich', operator: 'AND' }])), true);
  assert.equal(rankingWidens(tree([{ id: 'title', value: 'cell' }, { id: 'affiliations', value: 'zurich', operator: 'AND' }])), false, 'affiliations are short fields');
  assert.equal(rankingWidens(tree([{ id: 'title', value: 'cell' }, { id: 'abstract', value: 'stem', operator: 'NOT' }])), true);
  assert.equal(rankingWidens(tree([{ id: 'title', value: 'cell' }, { id: 'fulltext', value: 'stem', operator: 'AND' }, { id: 'abstract', value: 'x1', operator: 'OR' }])), true);
});

test('function words are left out of a search with other words, kept in phrases and in a search of only them', () => {
  assert.equal(termToFts('effects of climate'), '"effects"* "climate"*');
  assert.equal(termToFts('The role of the microbiome'), '"role"* "microbiome"*');
  assert.equal(termToFts('"role of the" microbiome'), '"role of the" "microbiome"*');
  assert.equal(termToFts('of the'), '"of"* "the"*', 'nothing else to look for');
  assert.equal(termToFts('Journal of J', true), '"Journal"* "J"*');
  assert.equal(wholeWords('fulltext : ("cell"* "stem cell")'), 'fulltext : ("cell" "stem cell")');
});

test('snippets look for words as the search does: prefixes in the metadata, whole words in the long texts', () => {
  const common = buildQueryTree({ q: 'cell' });
  assert.ok(common);
  assert.equal(snippetExpression(common), '({title abstract keywords authors doi} : ("cell"*)) OR (fulltext : ("cell"))');
  const mixed = buildQueryTree({ advanced: [{ id: 'title', value: 'cell' }, { id: 'references', value: 'cohort', operator: 'NOT' }] });
  assert.ok(mixed);
  assert.equal(snippetExpression(mixed), '(title : ("cell"*)) NOT (references : ("cohort"))');
});

const FUNCTION_WORDS = 'a an and are as at be but by for from has have in into is it its of on or that the their this to was were which with';

test('a search looks for at most MAX_SEARCH_WORDS words, over the term and every row: the words past it are dropped, in reading order', () => {
  const rows = (count: number, value: string) => Array.from({ length: count }, (_, i) => ({ id: 'all' as const, value, ...(i ? { operator: 'OR' as const } : {}) }));
  const count = (tree: ReturnType<typeof buildQueryTree>) => (renderExpression(tree as NonNullable<typeof tree>) ?? '').match(/"[^"]+"/g)?.length ?? 0;
  // The function-word attack: six rows of nothing but function words. They run, bounded.
  const attack = buildQueryPlan({ advanced: rows(6, FUNCTION_WORDS) });
  assert.ok(attack.tree);
  assert.ok(attack.dropped.length > 100, 'most of the attack is not looked for');
  const words = Array.from({ length: MAX_SEARCH_WORDS }, (_, i) => `word${i}`);
  assert.deepEqual(buildQueryPlan({ q: words.join(' ') }).dropped, [], 'exactly the cap is fine');
  const over = buildQueryPlan({ q: words.join(' '), advanced: [{ id: 'title', value: 'one more' }] });
  assert.deepEqual(over.dropped, ['one', 'more'], 'the rows after a full term are dropped');
  assert.equal(over.tree?.kind, 'leaf', 'a row with nothing left is not part of the search');
  const phrase = buildQueryPlan({ q: `first "${words.join(' ')}"` });
  assert.deepEqual(phrase.dropped, [`"${words.join(' ')}"`], 'a phrase that does not fit is dropped whole');
  assert.equal(renderExpression(phrase.tree as NonNullable<typeof phrase.tree>), '{title abstract keywords authors doi fulltext} : ("first"*)');
  assert.deepEqual(buildQueryPlan({ q: `${words.slice(0, 19).join(' ')} of the and in to` }).dropped, [], 'left-out function words do not count');
  // A long title: 33 words, function words and all.
  const title =
    'A Phase Two Randomised Controlled Double Blind Trial of High Dose Intravenous Methylprednisolone and Oral Prednisolone versus Intravenous Normal Saline and Oral Prednisolone in Individuals Developing Severe Erythema Nodosum Leprosum';
  const long = buildQueryPlan({ q: title });
  assert.equal(count(long.tree), MAX_SEARCH_WORDS, 'the first twenty content words are looked for');
  assert.deepEqual(long.dropped, ['Developing', 'Severe', 'Erythema', 'Nodosum', 'Leprosum']);
  assert.equal(articleTerms('10.1371/journal.pbio.1000359')?.words, 5, 'a DOI counts its parts');
});

test('words shorter than MIN_PREFIX match whole: a short prefix would merge the list of every word it begins', () => {
  assert.equal(MIN_PREFIX, 4);
  assert.equal(articleTerms('gut microbiota')?.terms, '"gut" "microbiota"*');
  assert.equal(renderExpression(buildQueryTree({ q: 'ab ac ad cell' }) as NonNullable<ReturnType<typeof buildQueryTree>>), '{title abstract keywords authors doi fulltext} : ("ab" "ac" "ad" "cell"*)');
});

test('function words are never looked for in the long texts on their own: a search of only them looks at the metadata, as whole words', () => {
  const only = buildQueryTree({ q: 'the of and in to' });
  assert.ok(only);
  assert.equal(treeIndex(only), 'head');
  assert.equal(renderExpression(only), '{title abstract keywords authors doi} : ("the" "of" "and" "in" "to")', 'no prefixes, no full text');
  assert.equal(snippetExpression(only), renderExpression(only));
  // A phrase of function words: the metadata only; the other words everywhere.
  const phrase = buildQueryTree({ q: '"of the" cell' });
  assert.ok(phrase);
  assert.equal(snippetExpression(phrase), '({title abstract keywords authors doi} : ("of the" "cell"*)) OR (fulltext : ("cell"))');
  // A phrase with another word keeps its function words everywhere (FTS5 skips through the other word's list).
  assert.equal(renderExpression(buildQueryTree({ advanced: [{ id: 'fulltext', value: '"role of the" microbiome' }] }) as NonNullable<ReturnType<typeof buildQueryTree>>), 'fulltext : ("role of the" "microbiome"*)');
  // Rows of only function words on the long texts look for nothing and are skipped.
  assert.equal(buildQueryTree({ advanced: [{ id: 'fulltext', value: 'of the' }, { id: 'references', value: '"in the"', operator: 'OR' }] }), null);
  const rows = buildQueryTree({ advanced: Array.from({ length: 6 }, (_, i) => ({ id: 'all' as const, value: 'and are as', ...(i ? { operator: 'OR' as const } : {}) })) });
  assert.ok(rows);
  assert.doesNotMatch(snippetExpression(rows) ?? '', /fulltext|references|\*/, 'six rows of function words never reach the long texts');
});

test('snippets are cut from a bounded part of the long texts', () => {
  const long = 'word '.repeat(10_000);
  const cut = boundedText(long, 1000);
  assert.ok(cut.length <= 1000 && cut.length > 900, `${cut.length}`);
  assert.ok(cut.endsWith('word'), 'cut between words');
  assert.equal(boundedText('short text', 1000), 'short text');
});
