import { render, screen } from '@testing-library/react';
import { OrcidLink } from './OrcidLink.tsx';

test('links the canonical profile, named for its person, with the word or the iD shown', () => {
  const { rerender } = render(<OrcidLink orcid="http://orcid.org/0000-0002-1825-0097" name="Josiah Carberry" />);
  const link = screen.getByRole('link', { name: 'ORCID profile of Josiah Carberry' });
  expect(link).toHaveAttribute('href', 'https://orcid.org/0000-0002-1825-0097');
  expect(link).toHaveTextContent(/^ORCID$/);
  rerender(<OrcidLink orcid="0000-0002-1825-0097" name="Josiah Carberry" showId />);
  // The iD it shows begins its name (label in name).
  expect(screen.getByRole('link', { name: '0000-0002-1825-0097, ORCID profile of Josiah Carberry' })).toHaveTextContent('0000-0002-1825-0097');
});
