// An information page's list under its heading: the section's own h2, or the text's when the text
// ends with it (one heading, one id, one entry in "On this page").
import type { ContentPage } from '@oap/contracts/api/content.ts';
import { renderingAsTheServerDoes, renderOnServer } from '@oap/shared/routing/serverRenderForTests.tsx';
import { informationPages } from './informationPages.ts';

renderingAsTheServerDoes();

const heading = { id: 'conferences-we-support', text: 'Conferences we support', level: 2 } as const;
const textOf = (withHeading: boolean): ContentPage => ({
  slug: 'partnerships-conferences',
  title: 'Conference Partnerships',
  description: 'The conferences we support.',
  html: `<h2 id="how">How we work</h2><p>We sponsor.</p>${withHeading ? '<h2 id="conferences-we-support">Conferences we support</h2><p>Upcoming first.</p>' : ''}`,
  headings: [{ id: 'how', text: 'How we work', level: 2 }, ...(withHeading ? [heading] : [])],
  toc: true,
  updated: null,
});

const render = (text: ContentPage) =>
  renderOnServer(informationPages['partnerships-conferences'](), {
    path: '/partnerships/conferences',
    url: 'http://localhost/partnerships/conferences',
    api: { '/api/content/partnerships-conferences': [200, text], '/api/conferences': [200, { upcoming: [], past: [] }] },
  });

test('the list under the heading the text ends with: one heading and one id, not two', async () => {
  const { html, status } = await render(textOf(true));
  expect(status).toBe(200);
  expect(html.match(/id="conferences-we-support"/g)).toHaveLength(1);
  expect(html.match(/>Conferences we support</g)).toHaveLength(2); // the heading and its entry in "On this page"
  expect(html).toMatch(/<section[^>]*aria-labelledby="conferences-we-support"/);
});

test('a text without it: the section brings its own heading', async () => {
  const { html } = await render(textOf(false));
  expect(html.match(/id="conferences-we-support"/g)).toHaveLength(1);
  expect(html).toMatch(/<h2 id="conferences-we-support"[^>]*>Conferences we support<\/h2>/);
});
