import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Pager, pageSlots } from './Pager.tsx';

test('page slots: the first and last pages, a window around the current one, gaps between', () => {
  expect(pageSlots(1, 1)).toEqual([1]);
  expect(pageSlots(1, 3)).toEqual([1, 2, 3]);
  expect(pageSlots(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
  // A gap of one page shows that page.
  expect(pageSlots(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
});

test('every page is a link; the current one says so; previous and next are links where there is a page', () => {
  render(
    <MemoryRouter>
      <Pager page={2} totalPages={3} hrefFor={(page) => `/search?q=cell&page=${page}`} label="Search results pages" />
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation', { name: 'Search results pages' });
  expect(nav).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/search?q=cell&page=1');
  expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/search?q=cell&page=3');
});

test('one page: no pager; on the last page "next" is not a link', () => {
  const { container } = render(
    <MemoryRouter>
      <Pager page={1} totalPages={1} hrefFor={(page) => `/x?page=${page}`} />
    </MemoryRouter>,
  );
  expect(container).toBeEmptyDOMElement();
  render(
    <MemoryRouter>
      <Pager page={3} totalPages={3} hrefFor={(page) => `/x?page=${page}`} />
    </MemoryRouter>,
  );
  expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
  expect(screen.getByText('Next').closest('[aria-disabled]')).toHaveAttribute('aria-disabled', 'true');
});
