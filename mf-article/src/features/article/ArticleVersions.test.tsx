import { render, screen, within } from '@testing-library/react';
import type { ArticleVersionEntry } from '@oap/contracts/api/articles.ts';
import { ArticleVersions } from './ArticleVersions.tsx';

const version = (number: number, current: boolean): ArticleVersionEntry => ({
  version: number,
  publishedAt: `2026-11-2${number}`,
  importedAt: `2026-11-2${number}T09:00:00Z`,
  path: current ? '/2076-3425/15/4/301' : `/2076-3425/15/4/301/versions/${number}`,
  current,
});

test('one version, no history and no declared version: nothing to say', () => {
  const { container } = render(<ArticleVersions versions={[version(1, true)]} />);
  expect(container).toBeEmptyDOMElement();
});

test('the version shown with its date, earlier versions linked, then the earlier events newest first, each linked where it can be read', () => {
  render(
    <ArticleVersions
      versions={[version(2, true), version(1, false)]}
      declaredVersion="VOR"
      history={[
        { description: 'Preprint posted', date: '2026-06-02', url: 'https://doi.org/10.1101/2026.06.01.1' },
        { description: 'Reviewed preprint v1', date: '2026-08-15', url: null },
      ]}
    />,
  );
  const section = screen.getByRole('region', { name: /^Version 2, / });
  expect(within(section).getByText('Publisher’s version: VOR')).toBeInTheDocument();
  const items = within(section).getAllByRole('listitem').map((item) => item.textContent);
  expect(items).toEqual([expect.stringMatching(/^Version 1 \(/), expect.stringMatching(/^Reviewed preprint v1 \(/), expect.stringMatching(/^Preprint posted \(/)]);
  expect(within(section).getByRole('link', { name: 'Version 1' })).toHaveAttribute('href', '/2076-3425/15/4/301/versions/1');
  expect(within(section).getByRole('link', { name: 'Preprint posted' })).toHaveAttribute('href', 'https://doi.org/10.1101/2026.06.01.1');
  expect(within(section).queryByRole('link', { name: 'Reviewed preprint v1' })).toBeNull();
});

test('an article with a history but no versions here titles the list as its publication history', () => {
  render(<ArticleVersions versions={[]} history={[{ description: 'Preprint posted', date: null, url: null }]} />);
  expect(screen.getByRole('region', { name: 'Publication history' })).toHaveTextContent('Preprint posted');
});
