import { render, screen } from '@testing-library/react';
import { OrcidLink } from './OrcidLink.tsx';

test('links the canonical profile, named for its person, with the word or the iD shown', () => {
  const { rerender } = render(<OrcidLink orcid="http://orcid.org/0000-0002-1825-0097" name="Josiah Carberry" />);
  const link = screen.getByRole('link', { name: 'ORCID profile of Josiah Carberry' });
  expect(link).toHaveAttribute('href', 'https://orcid.org/0000-0002-1825-0097');
  expect(link).toHaveTextContent(/^ORCID$/);
  rerender(<OrcidLink orcid="0000-0002-1825-0097" name="Josiah Carberry" showId />);
  expect(screen.getByRole('link')).toHaveTextContent('0000-0002-1825-0097');
});
