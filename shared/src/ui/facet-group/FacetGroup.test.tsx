import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { FacetCounts } from '@oap/contracts/api/search.ts';
import { FacetGroup } from './FacetGroup.tsx';

const journals: FacetCounts = {
  id: 'journals',
  label: 'Journals',
  values: Array.from({ length: 12 }, (_, i) => ({ value: `journal-${i}`, label: i === 11 ? 'Côte Studies' : `Journal ${i}`, count: 100 - i, selected: i === 8 })),
};
const hrefFor = (value: { value: string; selected: boolean }) => `/search?toggle=${value.value}`;

test('the top values and every selected one show as links that toggle them, with their counts', () => {
  render(
    <MemoryRouter>
      <FacetGroup facet={journals} hrefFor={hrefFor} />
    </MemoryRouter>,
  );
  const group = screen.getByRole('region', { name: 'Journals' });
  const top = within(group).getAllByRole('list')[0] as HTMLElement;
  const links = within(top).getAllByRole('link');
  expect(links).toHaveLength(6);
  expect(links[0]).toHaveAccessibleName('Filter by Journals: Journal 0 100 results');
  expect(links[0]).toHaveAttribute('href', '/search?toggle=journal-0');
  expect(links[5]).toHaveAccessibleName('Remove the Journals filter: Journal 8 92 results');
  expect(screen.getByText(/Show 6 more/)).toBeInTheDocument();
});

test('"show more" has a filter box for long lists that narrows the rest as the reader types, accents aside', async () => {
  render(
    <MemoryRouter>
      <FacetGroup facet={journals} hrefFor={hrefFor} />
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByText(/Show 6 more/));
  const box = screen.getByRole('searchbox', { name: 'Filter Journals' });
  await userEvent.type(box, 'cote');
  expect(screen.getByRole('link', { name: /Côte Studies/ })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Journal 10/ })).toBeNull();
  await userEvent.clear(box);
  await userEvent.type(box, 'zzz');
  expect(screen.getByRole('status')).toHaveTextContent('No journals match “zzz”.');
});

test('without scripts: "show more" is a <details>, and the filter box a GET form carrying the state; a filter from the URL opens it', () => {
  const html = renderToString(
    <MemoryRouter>
      <FacetGroup facet={journals} hrefFor={hrefFor} filterForm={{ action: '/search', hidden: [['q', 'cell']], name: 'filter_journals' }} filterText="cote" />
    </MemoryRouter>,
  );
  expect(html).toMatch(/<details[^>]* open=""/);
  expect(html).toMatch(/<form[^>]*action="\/search" method="get"/);
  expect(html).toContain('<input type="hidden" name="q" value="cell"/>');
  expect(html).toMatch(/<input[^>]*name="filter_journals"[^>]*value="cote"/);
  expect(html).toContain('Côte Studies');
  expect(html).not.toContain('Journal 10<');
});

test('a facet without values renders nothing', () => {
  const { container } = render(
    <MemoryRouter>
      <FacetGroup facet={{ id: 'regions', label: 'Regions', values: [] }} hrefFor={hrefFor} />
    </MemoryRouter>,
  );
  expect(container).toBeEmptyDOMElement();
});
