import { render, screen, within } from '@testing-library/react';
import { CompactTable } from './CompactTable.tsx';

test('a row per record, named by its first column, with the other columns labelled', () => {
  render(
    <CompactTable
      caption="Best Paper Awards"
      columns={[
        { label: 'Award', cell: (row: { name: string; winners: number }) => row.name },
        { label: 'Winners', cell: (row) => row.winners, numeric: true },
      ]}
      rows={[
        { name: 'Cells Best Paper Award', winners: 12 },
        { name: 'Energies Best Paper Award', winners: 3 },
      ]}
      rowKey={(row) => row.name}
    />,
  );
  const table = screen.getByRole('table', { name: 'Best Paper Awards' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Cells Best Paper Award', 'Energies Best Paper Award']);
  expect(within(rows[0]!).getByRole('cell')).toHaveAttribute('data-label', 'Winners');
  expect(within(rows[0]!).getByRole('cell')).toHaveTextContent('12');
});
