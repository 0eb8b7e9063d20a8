import { pageRoutes, paramsAreValid, redirectRoutes, routeByName, routeNameFromPath } from './routeTable.ts';

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
] as const)('%s with %j is valid: %s', (name, params, valid) => {
  expect(paramsAreValid(routeByName(name)!, params)).toBe(valid);
});

test('redirect targets of spec 2.7', () => {
  const target = (path: string, params: Record<string, string>) => redirectRoutes.find((rule) => rule.path === path)!.to(params);
  expect(target('/journal/:slug/most_cited', { slug: 'cells' })).toBe('/journal/cells/most-cited');
  expect(target('/journal/:slug/toc-alert', { slug: 'cells' })).toBe('/journal/cells#journal-alerts');
  expect(target('/topics/editors/:x', { x: 'a b' })).toBe('/topics/editors?nameSystem=a%20b');
});
