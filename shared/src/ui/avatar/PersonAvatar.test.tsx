import { render } from '@testing-library/react';
import { contrastRatio } from '@oap/shared/tokens/colorContrast.ts';
import { avatarColors, initialsOf, PersonAvatar } from './PersonAvatar.tsx';

test('initials are the first and last names, without titles', () => {
  expect(initialsOf('Prof. Dr. Fatima Virtanen')).toBe('FV');
  expect(initialsOf('Dr. Kwame Fontaine')).toBe('KF');
  expect(initialsOf('Ines')).toBe('I');
  expect(initialsOf('María José García-López')).toBe('MG');
});

test('white initials are readable on every avatar colour', () => {
  for (const color of avatarColors) expect([color, contrastRatio(color, '#ffffff') >= 4.5]).toEqual([color, true]);
});

test('the same name gets the same colour; a picture replaces the initials', () => {
  const first = render(<PersonAvatar name="Fatima Virtanen" />).container.firstElementChild as HTMLElement;
  const again = render(<PersonAvatar name="Fatima Virtanen" />).container.firstElementChild as HTMLElement;
  expect(first.style.background).toBe(again.style.background);
  expect(first).toHaveTextContent('FV');
  const picture = render(<PersonAvatar name="Fatima Virtanen" pictureUrl="/people/fv.webp" />).container.querySelector('img');
  expect(picture).toHaveAttribute('src', '/people/fv.webp');
  expect(picture).toHaveAttribute('alt', '');
});
