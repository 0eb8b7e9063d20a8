import { matchRoutes } from 'react-router';
import { candidates, resolvePage } from './resolvePage.ts';

/** What matchRoutes answers over the whole table: the reference the narrowed lookup must equal. */
function reference(pathname: string) {
  const match = matchRoutes(candidates, pathname)?.at(-1);
  return match ? { path: match.route.path, params: match.params } : null;
}

function resolvedPath(pathname: string) {
  const resolution = resolvePage(pathname);
  return resolution.kind === 'page' ? resolution.route.path : resolution.kind;
}

const samples = [
  '/', '//', '/about', '/ABOUT', '/about/', '/about//', '/about/history', '/journal/cells', '/Journal/Cells/about', '/journal/cells/special_issues/x1',
  '/2305-0470/14/10/3', '/2305-0470/14/10/3/htm', '/2305-0470/14', '/2305-0470/14/10', '/a%62out/history', '/%E2%82%AC', '/%zz/1', '/subject',
  '/subject/physics/x', '/a%62out/%zz', '/topics', '/topics/editors/x', '/user/login', '/nothing/here/at/all', '/authors/english', '/search', '/news/123',
];

test('the narrowed lookup matches exactly what matchRoutes matches over the whole table', () => {
  const paths = new Set(samples);
  for (const candidate of candidates) {
    paths.add(candidate.path.replace(/:[\w-]+/g, 'x1').replace('*', 'more/parts'));
    paths.add(candidate.path.replace(/:[\w-]+/g, '2024').toUpperCase());
    // One segment more and one fewer: the narrowing by number of segments must not lose a match.
    paths.add(`${candidate.path.replace(/:[\w-]+/g, 'x1')}/extra`);
    paths.add(candidate.path.replace(/:[\w-]+/g, 'x1').replace(/\/[^/]*$/, ''));
  }
  for (const pathname of paths) {
    const expected = reference(pathname);
    const resolution = resolvePage(pathname);
    if (!expected) {
      expect([pathname, resolution.kind]).toEqual([pathname, 'not-found']);
      continue;
    }
    if (resolution.kind === 'page') expect([pathname, resolution.route.path]).toEqual([pathname, expected.path]);
    else if (resolution.kind === 'not-found') expect([pathname, expected.path, 'invalid params']).toEqual([pathname, expected.path, 'invalid params']);
  }
  expect(resolvedPath('/2305-0470/14/10/3')).toBe('/:issn/:volume/:issue/:identifier');
  expect(resolvedPath('/ABOUT/history')).toBe('/about/history');
});
