import { renderHeadHtml } from '@oap/contracts/site/documentHead.ts';
import { contentHead } from '../content-page/contentPageRoute.tsx';
import { head } from './homeRoute.tsx';
import type { SafeHtml } from '@oap/shared/content/safeHtml.ts';

const origin = 'https://journals.example.org';

test('the home page: the default title, its canonical URL and the site as a WebSite', () => {
  const html = renderHeadHtml(head(), { origin, pathname: '/', status: 200, nonce: 'n' });
  expect(html).toContain('<title>Publisher of Open Access Journals | Meridian Open Science</title>');
  expect(html).toContain('<link rel="canonical" href="https://journals.example.org/"');
  expect(html).toContain('<meta property="og:title" content="Publisher of Open Access Journals"');
  expect(head().jsonLd).toEqual([expect.objectContaining({ '@type': 'WebSite', name: 'Meridian Open Science', url: '/' })]);
  expect(html).toContain('"url":"https://journals.example.org/"');
});

test('an information page: its content’s title and description; canonical and Open Graph from its path', () => {
  const page = { slug: 'about', title: 'About us', description: 'Who we are and how we publish.', html: '' as SafeHtml, headings: [], toc: false, updated: null };
  const html = renderHeadHtml(contentHead(page), { origin, pathname: '/about', status: 200, nonce: '' });
  expect(html).toContain('<title>About us | Meridian Open Science</title>');
  expect(html).toContain('<meta name="description" content="Who we are and how we publish."');
  expect(html).toContain('<link rel="canonical" href="https://journals.example.org/about"');
  expect(html).toContain('<meta property="og:description" content="Who we are and how we publish."');
});
