// A body's snippet text, taken from its head when that holds enough: the same characters as from the whole.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BODY_HEAD_CHARS, SnippetCutter, accidentalDoiSnippet, snippetBodyText, snippetBodyTextOfHead, snippetHtmlText, type SnippetDoc } from './snippetCutter.ts';
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
