import type { RouteHead } from '../federation/contract.ts';
import { absoluteUrl, applyDocumentHead, errorPageHead, headMarker, renderHeadHtml, resolveHead } from './documentHead.ts';
import { htmlToText, textStart } from './headText.ts';

const origin = 'https://journals.example.org';
const page = { origin, pathname: '/journal/cells', status: 200, nonce: 'n0nce' };

const articleHead: RouteHead = {
  title: 'Dopamine & "Timing" <Neurons>',
  description: 'Animals learn when rewards arrive.',
  canonical: '/2076-3425/15/2/118',
  openGraph: { type: 'article' },
  meta: [
    { name: 'citation_title', content: 'Dopamine & "Timing" <Neurons>' },
    { name: 'citation_author', content: 'Okafor, Hannah R.' },
    { name: 'citation_pdf_url', content: '/2076-3425/15/2/118/pdf', sitePath: true },
    { name: 'citation_empty', content: '' },
  ],
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'ScholarlyArticle', headline: '</script><script>alert(1)</script>', url: '/2076-3425/15/2/118' }],
};

describe('renderHeadHtml', () => {
  test('title, description, canonical and Open Graph, every value escaped and marked', () => {
    const html = renderHeadHtml(articleHead, page);
    expect(html.startsWith('<title>Dopamine &#38; &#34;Timing&#34; &#60;Neurons&#62; | Meridian Open Science</title>')).toBe(true);
    expect(html).toContain(`<meta name="description" content="Animals learn when rewards arrive." ${headMarker}="">`);
    expect(html).toContain('<link rel="canonical" href="https://journals.example.org/2076-3425/15/2/118" data-oap-head="">');
    expect(html).toContain('<meta property="og:type" content="article"');
    expect(html).toContain('<meta property="og:title" content="Dopamine &#38; &#34;Timing&#34; &#60;Neurons&#62;"');
    expect(html).toContain('<meta property="og:url" content="https://journals.example.org/2076-3425/15/2/118"');
    expect(html).toContain('<meta property="og:site_name" content="Meridian Open Science"');
    expect(html).toContain('<meta property="og:description" content="Animals learn when rewards arrive."');
    expect(html).not.toContain('og:image');
    expect(html).toContain('<meta name="citation_pdf_url" content="https://journals.example.org/2076-3425/15/2/118/pdf"');
    expect(html).not.toContain('citation_empty');
    expect(html).not.toContain('name="robots"');
  });

  test('JSON-LD goes in a nonced script whose text cannot close it; site paths under url become absolute', () => {
    const html = renderHeadHtml(articleHead, page);
    const match = /<script type="application\/ld\+json" nonce="n0nce" data-oap-head="">(.*?)<\/script>/.exec(html);
    expect(match).not.toBeNull();
    expect(match![1]).not.toContain('<');
    expect(JSON.parse(match![1]!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ScholarlyArticle',
      headline: '</script><script>alert(1)</script>',
      url: 'https://journals.example.org/2076-3425/15/2/118',
    });
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  test('meta entries keep their order (each institution follows its author)', () => {
    const html = renderHeadHtml(articleHead, page);
    expect(html.indexOf('citation_title')).toBeLessThan(html.indexOf('citation_author'));
    expect(html.indexOf('citation_author')).toBeLessThan(html.indexOf('citation_pdf_url'));
  });

  test('a page without a head gets the fallback title from its path, its path as canonical', () => {
    const html = renderHeadHtml(undefined, { ...page, pathname: '/about/terms-and-conditions' });
    expect(html).toContain('<title>Terms and Conditions | Meridian Open Science</title>');
    expect(html).toContain('href="https://journals.example.org/about/terms-and-conditions"');
    expect(html).toContain('<meta property="og:title" content="Terms and Conditions"');
    expect(renderHeadHtml(undefined, { ...page, pathname: '/' })).toContain('<title>Publisher of Open Access Journals | Meridian Open Science</title>');
    expect(renderHeadHtml({}, { ...page, pathname: '/x', fallbackTitle: 'Given' })).toContain('<title>Given | Meridian Open Science</title>');
    expect(renderHeadHtml({}, { ...page, fallbackTitle: 'Done | Meridian Open Science' })).toContain('<title>Done | Meridian Open Science</title>');
  });

  test('the error page: its title, noindex, nofollow, and nothing to share or cite', () => {
    const html = renderHeadHtml(undefined, { ...page, pathname: '/no/such/page', status: 404 });
    expect(html).toBe(`<title>404 - Page not found | Meridian Open Science</title><meta name="robots" content="noindex, nofollow" ${headMarker}="">`);
    const withHead = renderHeadHtml(articleHead, { ...page, status: 404 });
    expect(withHead).toContain('content="noindex, nofollow"');
    expect(withHead).not.toContain('canonical');
    expect(withHead).not.toContain('citation_');
    expect(renderHeadHtml(undefined, { ...page, status: 500 })).toContain("<title>500 - Something went wrong on our end.");
  });

  test('robots and og:image are written when the page has them; no nonce attribute without a nonce', () => {
    const html = renderHeadHtml({ robots: 'noindex, follow', openGraph: { image: '/static/cover.png' }, jsonLd: [{ '@type': 'Thing' }] }, { ...page, nonce: '' });
    expect(html).toContain('<meta name="robots" content="noindex, follow"');
    expect(html).toContain('<meta property="og:image" content="https://journals.example.org/static/cover.png"');
    expect(html).toContain('<script type="application/ld+json" data-oap-head="">');
  });
});

describe('applyDocumentHead', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta charset="utf-8"><title>old</title>';
  });
  const marked = () => Array.from(document.head.querySelectorAll(`[${headMarker}]`));
  const context = { origin, pathname: '/journal/cells', status: 200 };

  test('writes the same tags the server renders', () => {
    applyDocumentHead(articleHead, context);
    expect(document.title).toBe('Dopamine & "Timing" <Neurons> | Meridian Open Science');
    const serverHead = document.implementation.createHTMLDocument('');
    serverHead.head.innerHTML = renderHeadHtml(articleHead, { ...context, nonce: '' }).replace(/<title>.*<\/title>/, '');
    expect(marked().map((element) => element.outerHTML)).toEqual(Array.from(serverHead.head.children).map((element) => element.outerHTML));
  });

  test('from a 404 to a real page: the noindex is gone, the new page has its own tags', () => {
    applyDocumentHead(undefined, { ...context, pathname: '/nope', status: 404 });
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    expect(document.title).toBe('404 - Page not found | Meridian Open Science');
    applyDocumentHead({ title: 'Cells', description: 'A journal.' }, context);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://journals.example.org/journal/cells');
  });

  test('citation tags, canonical and JSON-LD of an article do not leak to the next page', () => {
    applyDocumentHead(articleHead, context);
    expect(document.head.querySelectorAll('meta[name^="citation_"]')).toHaveLength(3);
    applyDocumentHead({ title: 'Search', robots: 'noindex, follow' }, { ...context, pathname: '/search' });
    expect(document.head.querySelectorAll('meta[name^="citation_"], script')).toHaveLength(0);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, follow');
    expect(document.head.querySelector('meta[charset]')).not.toBeNull();
  });

  test('unmarked tags of the managed kinds (an older document) are replaced too', () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="robots" content="noindex, nofollow"><meta name="description" content="old">');
    applyDocumentHead({ title: 'Cells' }, context);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });

  test('a head that already matches (a hydrated server page) is left untouched', () => {
    document.head.insertAdjacentHTML('beforeend', renderHeadHtml(articleHead, { ...context, nonce: 'abc' }).replace(/<title>.*<\/title>/, ''));
    const before = marked();
    applyDocumentHead(articleHead, context);
    const after = marked();
    expect(after).toHaveLength(before.length);
    after.forEach((element, index) => expect(element).toBe(before[index]));
  });
});

test('errorPageHead and absoluteUrl', () => {
  expect(errorPageHead(502)).toEqual({ title: '404 - Page not found', robots: 'noindex, nofollow' });
  expect(errorPageHead(403).title).toBe("403 - You don't have permission to access this page");
  expect(absoluteUrl('https://a.example/', '/x')).toBe('https://a.example/x');
  expect(absoluteUrl('https://a.example', 'https://b.example/y')).toBe('https://b.example/y');
  expect(absoluteUrl('https://a.example', '//evil.example/z')).toBe('https://a.example/evil.example/z');
  expect(resolveHead({}, { origin, pathname: '/', status: 200 }).tags.find((t) => t.attributes[1]?.[0] === 'content' && t.attributes[0]?.[1] === 'og:title')?.attributes[1]?.[1]).toBe(
    'Publisher of Open Access Journals',
  );
});

test('htmlToText and textStart need no DOM', () => {
  expect(htmlToText('<p>Animals <em>learn</em> &amp; time.</p><p>More&#x2014;here&nbsp;now.</p><script>x()</script>')).toBe('Animals learn & time. More—here now.');
  expect(textStart('word '.repeat(60), 20)).toBe('word word word word…');
  expect(textStart('short')).toBe('short');
});
