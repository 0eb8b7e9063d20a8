// A body's snippet text, taken from its head when that holds enough: the same characters as from the whole;
// and a word that lies only past the head, found a piece at a time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BODY_HEAD_CHARS, SnippetCutter, accidentalDoiSnippet, deepRounds, snippetBodyText, snippetBodyTextOfHead, snippetDeepTexts, snippetHtmlText, type SnippetDoc } from './snippetCutter.ts';
import { doiSearchText } from '../articleSearch.ts';
import { MARK_CLOSE, MARK_OPEN } from '../rows/snippetMarks.ts';
import { SNIPPET_TEXT_CHARS, boundedText } from '../rows/rows.ts';

const whole = (html: string) => boundedText(snippetHtmlText(html));

test("a long body's snippet text is its head's, the same as the whole body's", () => {
  const section = (n: number) =>
    `<section id="s${n}"><h2>${n}. Results &amp; discussion</h2><p>Cells <em>in vivo</em> grew by 30&nbsp;% (<a href="#b${n}">ref ${n}</a>); x &lt; y &gt; z.</p></section>`;
  const body = Array.from({ length: 3000 }, (_, n) => section(n)).join('');
  assert.ok(body.length > SNIPPET_TEXT_CHARS * 10);
  const text = snippetBodyText(body);
  assert.equal(text, whole(body));
  assert.ok(text.length > SNIPPET_TEXT_CHARS / 2 && text.length <= SNIPPET_TEXT_CHARS);
  // The head a search reads from the database gives it alone.
  assert.equal(snippetBodyTextOfHead(body.slice(0, BODY_HEAD_CHARS)), text);
});

test('a body whose head is mostly markup is read whole', () => {
  // A long figure's markup first, then the text: the head holds too little of it.
  const body = `<figure>${'<span class="x"></span>'.repeat(10_000)}</figure>${'<p>Words of the discussion.</p>'.repeat(2000)}`;
  assert.equal(snippetBodyText(body), whole(body));
  assert.match(snippetBodyText(body), /Words of the discussion/);
  assert.equal(snippetBodyTextOfHead(body.slice(0, BODY_HEAD_CHARS)), null, 'its head is not enough');
});

test('a short body is read whole', () => {
  const body = '<p>Short <strong>body</strong> &amp; text.</p>';
  assert.equal(snippetBodyText(body), whole(body));
  assert.equal(snippetBodyTextOfHead(body), whole(body), 'a head shorter than BODY_HEAD_CHARS is the whole body');
});

test("a snippet that is only the DOI, where a word matched letters of it, is left out; a DOI searched for keeps its own", () => {
  const cutter = new SnippetCutter();
  const doc = (id: number, abstract: string): SnippetDoc => ({
    id, title: 'Heatwaves and sleep', abstract, keywords: 'heatwaves; sleep', authors: 'A. Author', affiliations: '', doi: doiSearchText(`10.5555/climatmos1108000${id}`), fulltext: '', references: '',
  });
  const docs = [doc(1, 'Nights were warmer.'), doc(2, 'The climate of cities was warmer.')];
  const word = cutter.cut('{title abstract keywords authors doi} : ("climat"*)', docs);
  assert.equal(word.has(1), false, 'the DOI alone matched: no snippet');
  assert.match(word.get(2) ?? '', /<mark>climate<\/mark> of cities/);
  const searched = cutter.cut('doi : ("climatmos" "11080001")', docs);
  assert.match(searched.get(1) ?? '', /<mark>climatmos11080001<\/mark>/);
  assert.equal(accidentalDoiSnippet(`10.5555/${MARK_OPEN}cellsdev${MARK_CLOSE}12030456`, '10.5555/cellsdev12030456'), true);
  assert.equal(accidentalDoiSnippet(`10.5555/${MARK_OPEN}cellsdev${MARK_CLOSE}${MARK_OPEN}12030456${MARK_CLOSE}`, '10.5555/cellsdev12030456'), false);
});

test("a word past the first pieces of a body is found a piece at a time, and each article leaves the rounds once it has its snippet", () => {
  const cutter = new SnippetCutter();
  const filler = (n: number) => '<p>The samples were washed twice and weighed.</p>'.repeat(n);
  const doc = (id: number): SnippetDoc => ({ id, title: 'Washing samples', abstract: '', keywords: '', authors: '', affiliations: '', doi: '', fulltext: '', references: '' });
  const match = '{title abstract fulltext} : ("glycosphingolipid"*)';
  // The word in the second piece past the head of one body, in the first of another's, in neither of a third's.
  const deep = `${filler(1200)}<p>Glycosphingolipids were extracted.</p>${filler(10)}`;
  const early = `${filler(500)}<p>Glycosphingolipids were extracted.</p>${filler(1200)}`;
  const pending = [snippetDeepTexts(match, doc(1), deep, null), snippetDeepTexts(match, doc(2), early, null), snippetDeepTexts(match, doc(3), filler(1200), null)];
  assert.ok(pending.every((pieces) => pieces.length >= 2 && pieces.every((piece) => piece.fulltext.length <= SNIPPET_TEXT_CHARS)));
  assert.equal(pending[0]?.[0]?.fulltext.includes('Glycosphingolipids'), false, 'not in the first piece past the head');
  const found = new Map<number, string>();
  const rounds: number[][] = [];
  for (const docs of deepRounds(pending, found)) {
    rounds.push(docs.map((piece) => piece.id));
    for (const [id, snippet] of cutter.cut(match, docs)) found.set(id, snippet);
  }
  assert.deepEqual(rounds.slice(0, 2), [[1, 2, 3], [1, 3]]);
  assert.match(found.get(1) ?? '', /<mark>Glycosphingolipids<\/mark> were extracted/);
  assert.match(found.get(2) ?? '', /<mark>Glycosphingolipids<\/mark> were extracted/);
  assert.equal(found.has(3), false);
  // A text that ends within its head has nothing past it.
  assert.deepEqual(snippetDeepTexts(match, doc(4), filler(10), null), []);
});

test("a heading reads as a label: a colon where it has no stop of its own", () => {
  assert.equal(
    snippetHtmlText('<section><h3>Background</h3><p>Weight loss.</p></section><section><h3>Why now?</h3><p>Because.</p></section>').replace(/\u2029/g, '').replace(/\s+/g, ' ').trim(),
    'Background: Weight loss. Why now? Because.',
  );
});

test('a snippet comes from the prose where it has the words, else from any column; a prose-only cut leaves the others without', () => {
  const cutter = new SnippetCutter();
  const doc = (id: number, abstract: string, fulltext: string): SnippetDoc => ({
    id, title: 'Gut microbes and sleep', abstract, keywords: 'gut microbes; sleep; circadian rhythm', authors: 'A. Author', affiliations: '', doi: '', fulltext, references: '',
  });
  const docs = [doc(1, 'The circadian clock of mice followed their gut microbes.', 'Each circadian phase was sampled.'), doc(2, 'Mice slept longer.', 'We kept the circadian rhythm of the mice fixed.'), doc(3, 'Mice slept longer.', '')];
  const match = '({title abstract keywords authors doi} : ("circadian"*)) OR ({fulltext references} : ("circadian"))';
  const any = cutter.cut(match, docs);
  assert.match(any.get(1) ?? '', /The <mark>circadian<\/mark> clock/, 'the abstract');
  assert.match(any.get(2) ?? '', /We kept the <mark>circadian<\/mark> rhythm/, 'the body, not the keyword list');
  assert.match(any.get(3) ?? '', /<mark>circadian<\/mark> rhythm/, 'the keyword list, where the prose has none');
  const prose = cutter.cut(match, docs, 'prose');
  assert.deepEqual([...prose.keys()].sort(), [1, 2]);
});

test("a snippet that would begin in a heading begins after it, and a table's cells and notes give none", () => {
  const cutter = new SnippetCutter();
  const doc = (id: number, abstract: string, fulltext: string): SnippetDoc => ({ id, title: 'Stroke care', abstract, keywords: '', authors: '', affiliations: '', doi: '', fulltext, references: '' });
  const abstract = snippetHtmlText(`<p>${'Stroke survivors carry a heavy load of tasks at home. '.repeat(4)}</p><h3>Why Was This Study Done?</h3><p>Treatment for stroke is a lengthy process. ${'It takes months of care in clinics and at home. '.repeat(4)}</p>`);
  const bodyHtml = '<p>We asked patients.</p><figure class="table" id="t1"><figcaption>Table 1. Kinase panel</figcaption><table><tr><td>AMPK, AMP-activated protein kinase</td></tr></table><div class="table-foot"><p>CAMK, calmodulin-dependent kinase</p></div></figure><p>They answered.</p>';
  const match = '{abstract fulltext} : ("lengthy" OR "kinas"*)';
  const cut = cutter.cut(match, [doc(1, abstract, ''), doc(2, '', snippetHtmlText(bodyHtml))]);
  assert.match(cut.get(1) ?? '', /^…Treatment for stroke is a <mark>lengthy<\/mark> process\. It takes/);
  assert.equal(cut.has(2), false, 'the words only in a table: not from the text');
  // The tables come first of the deeper texts: a snippet from them rather than none.
  const [tables] = snippetDeepTexts(match, doc(2, '', ''), bodyHtml, null);
  assert.match(cutter.cut(match, [tables!]).get(2) ?? '', /<mark>Kinase<\/mark> panel/);
  // A heading that holds the only mark stays.
  const heading = cutter.cut('{abstract} : ("why")', [doc(3, abstract, '')]);
  assert.match(heading.get(3) ?? '', /<mark>Why<\/mark> Was This Study Done\? Treatment/);
});
