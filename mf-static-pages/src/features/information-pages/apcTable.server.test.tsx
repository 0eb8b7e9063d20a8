// /apc as the server renders it: each journal's charge today, and while announced charges are ahead,
// those beside it; the subject filter works without scripts.
import type { ApcList } from '@oap/contracts/api/publisher.ts';
import type { ContentPage } from '@oap/contracts/api/content.ts';
import { renderingAsTheServerDoes, renderOnServer } from '@oap/shared/routing/serverRenderForTests.tsx';
import { informationPages } from './informationPages.ts';

renderingAsTheServerDoes();

const text: ContentPage = { slug: 'apc', title: 'Article Processing Charges', description: 'What publishing costs.', html: '<p>Charges.</p>', headings: [], toc: false, updated: null };
const journal = (name: string, subjects: ApcList['journals'][number]['subjects'], apcChf: number, announcedApcChf: number) => ({
  nameSystem: name.toLowerCase().replace(/ /g, '-'), name, abbreviation: name, issn: '1234-5678', subjects, impactFactor: null, articleCount: 10, apcChf, announcedApcChf,
});
const list = (changeAhead: boolean): ApcList => ({
  currency: 'CHF',
  effectiveFrom: '2027-01-01',
  changeAhead,
  journals: [journal('Cells', ['biology-life-sciences'], 1900, 2000), journal('Algorithms', ['computer-science-mathematics'], 1000, 1000)],
});
// The markup without React's text separators.
const render = async (apc: ApcList, query = '') => {
  const page = await renderOnServer(informationPages.apc(), { path: '/apc', url: `http://localhost/apc${query}`, api: { '/api/content/apc': [200, text], '/api/apc': [200, apc] } });
  return { status: page.status, html: page.html.replaceAll('<!-- -->', '') };
};
const cells = (html: string) => [...html.matchAll(/<td class="[^"]*">([\d,]+)<\/td>/g)].map((match) => match[1]);

test('before the announced charges apply: today’s charge and the announced one, each in its column', async () => {
  const { html, status } = await render(list(true));
  expect(status).toBe(200);
  expect(html).toContain('charges in CHF, excluding VAT, for manuscripts submitted now and from 1 January 2027.');
  expect(html).toMatch(/<th scope="col"[^>]*>Now<\/th><th scope="col"[^>]*>From 2027<\/th>/);
  expect(cells(html)).toEqual(['1,900', '2,000', '1,000', '1,000']);
  // Posted without scripts, the filter brings the reader back to the list, not to the page's top.
  expect(html).toMatch(/<form[^>]*action="\/apc#charges-by-journal"[^>]*method="get"/);
});

test('from that day: one column, the charges in force', async () => {
  const { html } = await render({ ...list(false), journals: list(false).journals.map((j) => ({ ...j, apcChf: j.announcedApcChf })) });
  expect(html).toContain('for manuscripts submitted from 1 January 2027.');
  expect(html).not.toContain('From 2027');
  expect(cells(html)).toEqual(['2,000', '1,000']);
});

test('?subject= keeps the journals of that subject', async () => {
  const { html } = await render(list(true), '?subject=computer-science-mathematics');
  expect(html).toContain('1 journal in Computer Science &amp; Mathematics');
  expect(html).not.toContain('>Cells<');
});
