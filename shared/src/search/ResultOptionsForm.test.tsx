import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ResultOptionsForm } from './ResultOptionsForm.tsx';

const sorts = [
  { value: 'relevancy', label: 'Relevancy' },
  { value: 'citations', label: 'Most cited' },
];
const sizes = [10, 20, 30].map((n) => ({ value: String(n), label: String(n) }));

test('with scripts, a change applies at once', async () => {
  const onSort = jest.fn();
  const onSize = jest.fn();
  render(
    <ResultOptionsForm
      action="/search"
      hidden={[['q', 'cell']]}
      selects={[
        { label: 'Sort by', name: 'sort', value: 'relevancy', options: sorts, onChange: onSort },
        { label: 'Results per page', name: 'resultsPerPage', value: '10', options: sizes, onChange: onSize },
      ]}
    />,
  );
  await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'citations');
  expect(onSort).toHaveBeenCalledWith('citations');
  await userEvent.selectOptions(screen.getByLabelText('Results per page'), '30');
  expect(onSize).toHaveBeenCalledWith('30');
});

test('without scripts, a GET form with the rest of the search hidden and an Apply button', () => {
  const html = renderToString(
    <ResultOptionsForm action="/search" hidden={[['q', 'cell'], ['facets', 'N4Ig']]} selects={[{ label: 'Sort by', name: 'sort', value: 'citations', options: sorts, onChange: () => {} }]} />,
  );
  expect(html).toMatch(/<form[^>]*action="\/search" method="get"/);
  expect(html).toContain('<input type="hidden" name="q" value="cell"/>');
  expect(html).toContain('<input type="hidden" name="facets" value="N4Ig"/>');
  expect(html).toContain('<option value="citations" selected="">Most cited</option>');
  expect(html).toMatch(/<noscript><button type="submit"[^>]*>Apply<\/button><\/noscript>/);
});
