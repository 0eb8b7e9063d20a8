// A journal text page's headings: ids from their words, unique, kept by the site's sanitiser, and listed in order.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { JSDOM } from 'jsdom';
import { installHtmlWindow, type HtmlWindow } from '@oap/shared/content/htmlWindow.ts';
import { sanitizeHtml } from '@oap/shared/content/sanitizeHtml.ts';
import { pageSections } from './pageSections.ts';

test('every h2 and h3 gets an id from its words, unique in the page, and the headings are listed in order', async () => {
  const { html, headings } = await pageSections(
    '<p>Intro.</p><h2>Manuscript Preparation</h2><h3>Title page and <em>abstract</em></h3><p>x</p><h2>Peer Review</h2><h2>Peer review</h2><h4>Not listed</h4><h2> </h2>',
  );
  assert.deepEqual(headings, [
    { id: 'manuscript-preparation', text: 'Manuscript Preparation', level: 2 },
    { id: 'title-page-and-abstract', text: 'Title page and abstract', level: 3 },
    { id: 'peer-review', text: 'Peer Review', level: 2 },
    { id: 'peer-review-1', text: 'Peer review', level: 2 },
  ]);
  assert.equal(
    html,
    '<p>Intro.</p><h2 id="manuscript-preparation">Manuscript Preparation</h2><h3 id="title-page-and-abstract">Title page and <em>abstract</em></h3><p>x</p>' +
      '<h2 id="peer-review">Peer Review</h2><h2 id="peer-review-1">Peer review</h2><h4>Not listed</h4><h2> </h2>',
  );
});

test('an id the text gives a heading stays; made ids go round it and the other ids of the text', async () => {
  const { headings } = await pageSections('<h2 id="Discounts_on_APCs">Discounts</h2><p id="scope">x</p><h2>Scope</h2><h2 id="Discounts_on_APCs">Again</h2>');
  assert.deepEqual(headings.map((heading) => heading.id), ['Discounts_on_APCs', 'scope-1', 'again']);
});

test('a word the sanitiser would not keep as an id (it names a property of the document or a form) gets "-section"', async () => {
  const { html, headings } = await pageSections('<h2>Title</h2><h2>Timeline</h2><h2 id="cookie">Cookies</h2><h2>Submit</h2><h2>References</h2>');
  assert.deepEqual(headings.map((heading) => heading.id), ['title-section', 'timeline-section', 'cookies', 'submit-section', 'references']);
  // The server render's sanitiser keeps every one (the browser's is tested by the page's e2e run).
  installHtmlWindow(new JSDOM('').window as unknown as HtmlWindow);
  assert.deepEqual([...sanitizeHtml(html).matchAll(/ id="([^"]+)"/g)].map((match) => match[1]), headings.map((heading) => heading.id));
});

test('HTML without section headings comes back as it is, with no headings', async () => {
  const html = '<p>Published monthly &amp; online.</p><ul><li>One</li></ul>';
  assert.deepEqual(await pageSections(html), { html, headings: [] });
});
