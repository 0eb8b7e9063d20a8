import { remoteNames } from '../federation/contract.ts';
import { pageRoutes, paramsAreValid, redirectRoutes, redirectTarget, isRedirectRule, routeByName, routeNameFromPath, routeNamesOf, type RouteNameOf } from './routeTable.ts';

test('route names follow the spec: path segments joined by "-", parameters by name', () => {
  expect(routeNameFromPath('/')).toBe('index');
  expect(routeNameFromPath('/journal/:slug/special_issues/:identifier/ge_instructions')).toBe('journal-slug-special_issues-identifier-ge_instructions');
  expect(routeNameFromPath('/:issn/:volume/:issue/:identifier')).toBe('issn-volume-issue-identifier');
  for (const route of pageRoutes) {
    if (route.path.endsWith('*')) continue;
    expect(route.name).toBe(routeNameFromPath(route.path));
  }
});

test('every route name the spec names for navigation, the Submit button and the footer exists', () => {
  const named = [
    'index', 'about-journals', 'about-journalfinder', 'about-proceedings', 'about-journals-slug', 'topics', 'topics-about', 'topics-award',
    'topics-editors', 'topics-proposal', 'authors-english', 'authors', 'publishing_services', 'openaccess', 'editorial_process', 'ethics',
    'special_issues_guidelines', 'apc', 'reviewers', 'editors', 'librarians', 'societies', 'partnerships-conferences', 'ioap', 'about',
    'about-mission', 'about-impact', 'about-history', 'about-leadership', 'about-office-locations', 'awards', 'about-products', 'news',
    'support', 'support-option', 'about-payment', 'about-terms-and-conditions', 'about-termsofuse', 'about-privacy', 'journal-slug',
    'journal-slug-special_issues-identifier', 'journal-slug-special_issues-identifier-ge_instructions', 'journal-slug-topical_collections-identifier',
    'topics-identifier', 'issn-volume-issue-identifier',
  ];
  for (const name of named) expect(routeByName(name)?.name).toBe(name);
});

test('route names are unique and every route names a layout and a remote', () => {
  const names = pageRoutes.map((route) => route.name);
  expect(new Set(names).size).toBe(names.length);
  for (const route of pageRoutes) {
    expect(route.layout).toBeTruthy();
    expect(route.remote).toMatch(/^mf-/);
  }
});

test.each([
  ['issn-volume-issue-identifier', { issn: '2075-1729', volume: '12', issue: '3', identifier: '456' }, true],
  ['issn-volume-issue-identifier', { issn: '2075-172x', volume: '12', issue: '3', identifier: 'e00013.v2' }, true],
  ['issn-volume-issue-identifier', { issn: '2075-17299', volume: '12', issue: '3', identifier: '456' }, false],
  ['issn-volume-issue-identifier', { issn: '2075-1729', volume: '12a', issue: '3', identifier: '456' }, false],
  ['issn-volume-issue-identifier', { issn: '2075-1729', volume: '1_2-3', issue: '3', identifier: '45-6' }, false],
  ['news-id', { id: '42' }, true],
  ['news-id', { id: '4 2' }, false],
  ['journal-slug-awards-awardGroupId', { slug: 'x', awardGroupId: '7' }, true],
  ['journal-slug-awards-awardGroupId', { slug: 'x', awardGroupId: 'seven' }, false],
  ['journal-slug-news-and-conferences-news-id', { slug: 'x', id: '0x1' }, false],
  // The lengths are bounded (the same bounds as the API's schemas): a longer value is a 404 at once.
  ['issn-volume-issue-identifier', { issn: '2075-1729', volume: '1'.repeat(21), issue: '3', identifier: '456' }, false],
  ['issn-volume-issue-identifier', { issn: '2075-1729', volume: '12', issue: '3', identifier: 'a'.repeat(51) }, false],
  ['news-id', { id: '1'.repeat(16) }, false],
  // Every journal page names a journal: a name that cannot be one is a 404 without asking the API.
  ['journal-slug', { slug: 'cells' }, true],
  ['journal-slug', { slug: 'Cells' }, false],
  ['journal-slug-special_issues-identifier', { slug: 'cells', identifier: 'membrane_proteins.v2' }, true],
  ['journal-slug-special_issues-identifier', { slug: 'cells', identifier: 'a b' }, false],
] as const)('%s with %j is valid: %s', (name, params, valid) => {
  expect(paramsAreValid(routeByName(name)!, params)).toBe(valid);
});

test('redirect targets of spec 2.7', () => {
  const target = (path: string, params: Record<string, string>) => redirectTarget(redirectRoutes.find((rule) => rule.path === path)!.to, params);
  expect(target('/journal/:slug/most_cited', { slug: 'cells' })).toBe('/journal/cells/most-cited');
  expect(target('/journal/:slug/toc-alert', { slug: 'cells' })).toBe('/journal/cells#journal-alerts');
  expect(target('/topics/editors/:x', { x: 'a b' })).toBe('/topics/editors?nameSystem=a%20b');
});

test('redirects are data a build can carry: both ends site paths', () => {
  expect(redirectRoutes.every((rule) => isRedirectRule(rule))).toBe(true);
  expect(isRedirectRule({ path: '/a', to: '//elsewhere.example/' })).toBe(false);
  expect(isRedirectRule({ path: '/a', to: 'https://elsewhere.example/' })).toBe(false);
  expect(isRedirectRule({ path: '/a' })).toBe(false);
  // An absolute target: only to a host the server's configuration allows, never with a parameter in its host.
  expect(isRedirectRule({ path: '/a', to: 'https://blog.publisher.example/posts/:x' }, ['blog.publisher.example'])).toBe(true);
  expect(isRedirectRule({ path: '/a', to: 'https://BLOG.publisher.example/' }, ['blog.publisher.example'])).toBe(true);
  expect(isRedirectRule({ path: '/a', to: 'https://blog.publisher.example.evil.example/' }, ['blog.publisher.example'])).toBe(false);
  expect(isRedirectRule({ path: '/a', to: 'https://:x.publisher.example/' }, ['blog.publisher.example'])).toBe(false);
  expect(isRedirectRule({ path: '/a', to: 'https://blog.publisher.example@evil.example/' }, ['blog.publisher.example'])).toBe(false);
  expect(isRedirectRule({ path: '/a', to: 'javascript:alert(1)//blog.publisher.example' }, ['blog.publisher.example'])).toBe(false);
  expect(isRedirectRule({ path: 'https://blog.publisher.example/', to: '/a' }, ['blog.publisher.example'])).toBe(false);
  expect(redirectTarget('/journal/:slug/editors?nameSystem=:x', { slug: 'a/b', x: 'c&d' })).toBe('/journal/a%2Fb/editors?nameSystem=c%26d');
});

test('the compiler knows each remote\'s route names', () => {
  // Type-level: these assignments compile only if the names are the table's (see RouteNameOf).
  const journalHome: RouteNameOf<'mf-journal'> = 'journal-slug';
  const article: RouteNameOf<'mf-article'> = 'issn-volume-issue-identifier';
  // @ts-expect-error the search page belongs to mf-search, not mf-journal
  const wrongRemote: RouteNameOf<'mf-journal'> = 'search';
  expect([journalHome, article, wrongRemote]).toEqual(['journal-slug', 'issn-volume-issue-identifier', 'search']);
  for (const remote of remoteNames) expect(routeNamesOf(remote)).toEqual(pageRoutes.filter((route) => route.remote === remote).map((route) => route.name));
});
