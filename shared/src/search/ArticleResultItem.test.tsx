import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import { ArticleResultItem, authorLine } from './ArticleResultItem.tsx';

const item: ArticleSummary = {
  id: 7,
  articleType: 'Review',
  title: 'Cell membranes under stress',
  authors: ['A One', 'B Two', 'C Three', 'D Four', 'E Five', 'F Six', 'G Seven', 'H Eight'],
  journal: { nameSystem: 'cells', name: 'Cells', abbreviation: 'Cells', issn: '2073-4409' },
  volume: '13',
  issue: '4',
  identifier: '301',
  doi: '10.3390/cells13040301',
  publishedAt: '2024-02-14T00:00:00.000Z',
  path: '/2073-4409/13/4/301',
  views: 1234,
  citations: 1,
  snippet: 'the <mark>cell</mark> membrane',
};

test('authors are cut after six with "and N more"', () => {
  expect(authorLine(['A', 'B'])).toBe('A, B');
  expect(authorLine(item.authors)).toBe('A One, B Two, C Three, D Four, E Five, F Six and 2 more');
});

test('a result shows its type, title link, authors, journal, date, volume and issue, DOI link, views, citations and excerpt', () => {
  render(
    <MemoryRouter>
      <ArticleResultItem item={item} />
    </MemoryRouter>,
  );
  expect(screen.getByText('Review')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Cell membranes under stress' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Cell membranes under stress' })).toHaveAttribute('href', '/2073-4409/13/4/301');
  expect(screen.getByText(/and 2 more$/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Cells' })).toHaveAttribute('href', '/journal/cells');
  expect(screen.getByText('Volume 13, Issue 4')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /DOI https:\/\/doi.org\/10.3390\/cells13040301/ })).toHaveAttribute('href', 'https://doi.org/10.3390/cells13040301');
  expect(screen.getByText('1,234 views')).toBeInTheDocument();
  expect(screen.getByText('1 citation')).toBeInTheDocument();
  expect(screen.getByText('cell', { selector: 'mark' })).toBeInTheDocument();
});

test('with a selection, a checkbox of the export form named by the title', async () => {
  const onChange = jest.fn();
  render(
    <MemoryRouter>
      <ArticleResultItem item={item} selection={{ formId: 'export', name: 'ids', checked: false, onChange }} />
    </MemoryRouter>,
  );
  const box = screen.getByRole('checkbox', { name: 'Select Cell membranes under stress' });
  expect(box).toHaveAttribute('form', 'export');
  expect(box).toHaveAttribute('value', '7');
  await userEvent.click(box);
  expect(onChange).toHaveBeenCalledWith(true);
});
