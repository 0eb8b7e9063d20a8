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
  // Checkboxes to assistive technology (their state announced), links underneath (they work without scripts).
  const links = within(top).getAllByRole('checkbox');
  expect(links).toHaveLength(6);
  expect(links[0]).toHaveAccessibleName('Journals: Journal 0 100 results');
  expect(links[0]).not.toBeChecked();
  expect(links[0]).toHaveAttribute('href', '/search?toggle=journal-0');
  expect(links[5]).toHaveAccessibleName('Journals: Journal 8 92 results');
  expect(links[5]).toBeChecked();
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
  expect(screen.getByRole('checkbox', { name: /Côte Studies/ })).toBeInTheDocument();
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

test('Space toggles a value as it would a checkbox: the link is followed', async () => {
  const user = userEvent.setup();
  const followed: string[] = [];
  render(
    <MemoryRouter>
      <FacetGroup facet={journals} hrefFor={(value) => { followed.push(value.value); return `/search?toggle=${value.value}`; }} />
    </MemoryRouter>,
  );
  const first = screen.getByRole('checkbox', { name: /Journal 0 / });
  const clicks: string[] = [];
  first.addEventListener('click', (event) => {
    clicks.push((event.currentTarget as HTMLAnchorElement).getAttribute('href') ?? '');
    event.preventDefault();
  });
  first.focus();
  await user.keyboard(' ');
  expect(clicks).toEqual(['/search?toggle=journal-0']);
});
