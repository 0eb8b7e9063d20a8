// A body's snippet text, taken from its head when that holds enough: the same characters as from the whole.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BODY_HEAD_CHARS, snippetBodyText, snippetBodyTextOfHead, snippetHtmlText } from './snippetCutter.ts';
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
