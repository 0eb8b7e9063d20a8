import { render, screen } from '@testing-library/react';
import { isExampleDoi } from '@oap/contracts/articles/articleText.ts';
import { DoiLink } from './DoiLink.tsx';

test('a real DOI is a link to doi.org; an example one (10.5555, the generated articles) is its address as text', () => {
  const { rerender } = render(<DoiLink doi="10.7554/eLife.00013" />);
  expect(screen.getByRole('link', { name: 'https://doi.org/10.7554/eLife.00013' })).toHaveAttribute('href', 'https://doi.org/10.7554/eLife.00013');

  rerender(<DoiLink doi="10.5555/genesgenomes28100010">
      <span>DOI </span>
    </DoiLink>);
  expect(screen.queryByRole('link')).toBeNull();
  expect(screen.getByText(/https:\/\/doi\.org\/10\.5555\/genesgenomes28100010/)).toHaveTextContent('DOI https://doi.org/10.5555/genesgenomes28100010');
});

test('example DOIs are told by their prefix, however the DOI is written', () => {
  expect(isExampleDoi('10.5555/cells12030456')).toBe(true);
  expect(isExampleDoi('https://doi.org/10.5555/x')).toBe(true);
  expect(isExampleDoi(' 10.5555/x')).toBe(true);
  expect(isExampleDoi('10.55551/x')).toBe(false);
  expect(isExampleDoi('10.1371/journal.pone.0117014')).toBe(false);
});
