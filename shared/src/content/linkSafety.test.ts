import { classifyHref } from './linkSafety.ts';

const origin = 'https://www.publisher.test';

test('paths, queries, hashes and relative targets are internal', () => {
  for (const href of ['/', '/journal/biology', '/search?q=cells#results', '#top', '?page=2', 'about']) {
    expect(classifyHref(href, origin)).toEqual({ kind: 'internal', href });
  }
});

test('a full URL on the same origin is internal, reduced to its path', () => {
  expect(classifyHref('https://www.publisher.test/about/journals?x=1#y', origin)).toEqual({ kind: 'internal', href: '/about/journals?x=1#y' });
});

test('other hosts, protocol-relative URLs and other schemes are external', () => {
  for (const href of ['https://example.org/', 'http://www.publisher.test/', '//evil.test/path', '/\\evil.test', 'mailto:office@publisher.test', 'tel:+41000000', 'ftp://files.test']) {
    expect(classifyHref(href, origin).kind).toBe('external');
  }
});

test('javascript:, data: and vbscript: are dangerous however they are disguised', () => {
  for (const href of ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:x', '\u0001javascript:x', 'data:text/html;base64,PHNjcmlwdD4=', 'vbscript:msgbox(1)', 'DATA:image/png,xx']) {
    expect([href, classifyHref(href, origin).kind]).toEqual([href, 'dangerous']);
  }
});

test('the default origin is the configured site origin, so a server render classifies like the browser', () => {
  const config = globalThis as { __OAP_CONFIG__?: unknown };
  config.__OAP_CONFIG__ = { siteOrigin: 'https://www.publisher.test/' };
  try {
    expect(classifyHref('https://www.publisher.test/journal/cells?tab=1#top')).toEqual({ kind: 'internal', href: '/journal/cells?tab=1#top' });
    // jsdom's own origin (http://localhost) is not the site's.
    expect(classifyHref('http://localhost/journal/cells').kind).toBe('external');
  } finally {
    delete config.__OAP_CONFIG__;
  }
  expect(classifyHref('http://localhost/journal/cells')).toEqual({ kind: 'internal', href: '/journal/cells' });
});
