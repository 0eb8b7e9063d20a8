import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { FilterChips } from './FilterChips.tsx';

const chips = [
  { key: 'journals:cells', label: 'Journal: Cells', href: '/search?q=cell&facets=b' },
  { key: 'date_from', label: 'From 2020', href: '/search?q=cell&facets=a' },
];

test('each applied filter is a chip whose remove link leads to the search without it; "Clear all" to none', () => {
  render(
    <MemoryRouter>
      <FilterChips chips={chips} clearAllHref="/search?q=cell" />
    </MemoryRouter>,
  );
  expect(screen.getByRole('list', { name: 'Applied filters' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Remove Journal: Cells' })).toHaveAttribute('href', '/search?q=cell&facets=b');
  expect(screen.getByRole('link', { name: 'Remove From 2020' })).toHaveAttribute('href', '/search?q=cell&facets=a');
  expect(screen.getByRole('link', { name: 'Clear all' })).toHaveAttribute('href', '/search?q=cell');
});

test('no chips, nothing; one chip, no "Clear all"', () => {
  const { container } = render(
    <MemoryRouter>
      <FilterChips chips={[]} clearAllHref="/search" />
    </MemoryRouter>,
  );
  expect(container).toBeEmptyDOMElement();
  render(
    <MemoryRouter>
      <FilterChips chips={chips.slice(0, 1)} clearAllHref="/search" />
    </MemoryRouter>,
  );
  expect(screen.queryByRole('link', { name: 'Clear all' })).toBeNull();
});
