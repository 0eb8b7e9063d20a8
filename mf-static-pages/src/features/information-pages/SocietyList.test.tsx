import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SocietyListItem } from '@oap/contracts/api/publisher.ts';
import { SocietyList } from './SocietyList.tsx';

const society = (id: number, name: string, country: string, journal: string): SocietyListItem =>
  ({
    id,
    nameSystem: name.toLowerCase().replace(/\W+/g, '-'),
    name,
    abbreviation: name.split(' ').map((word) => word[0]).join(''),
    country,
    yearFounded: 1950 + id,
    url: `https://society${id}.example.org/`,
    description: 'A learned society.',
    journals: [{ nameSystem: journal.toLowerCase(), name: journal, relation: 'affiliated', discountPct: 10 }],
  }) as SocietyListItem;

const societies = [society(1, 'Nordic Cell Biology Society', 'Sweden', 'Cells'), society(2, 'Society for Energy Research', 'Germany', 'Energies')];

function renderList(words: string) {
  const router = createMemoryRouter([{ path: '/societies', element: <SocietyList data={{ societies, words }} /> }], { initialEntries: ['/societies'] });
  render(<RouterProvider router={router} />);
}

test('every society is a row of one table, not a card', () => {
  renderList('');
  const table = screen.getByRole('table', { name: 'Societies we work with' });
  expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
    'Nordic Cell Biology Society (NCBS) (opens in a new tab)',
    'Society for Energy Research (SfER) (opens in a new tab)',
  ]);
  expect(screen.getByText('2 societies')).toBeInTheDocument();
});

test('the filter keeps the societies whose name, country or journals hold every word', () => {
  renderList('germany energies');
  expect(within(screen.getByRole('table')).getAllByRole('rowheader')).toHaveLength(1);
  expect(screen.getByText('1 of 2 societies')).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Society, country or journal' })).toHaveValue('germany energies');
});
