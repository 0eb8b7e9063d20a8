import { listedAuthorName, personName } from './personName.ts';

test('given names, surname and suffix, in that order, without empty parts', () => {
  expect(personName({ givenNames: 'Melissa', surname: 'Harrison', suffix: 'Jnr' })).toBe('Melissa Harrison Jnr');
  expect(personName({ givenNames: '', surname: 'eLife Editorial Production Team' })).toBe('eLife Editorial Production Team');
});

test('an author keeps the name the article lists them under, suffix included, on every page', () => {
  const listed = ['Melissa Harrison Jnr', 'James F Gilbert'];
  expect(listedAuthorName(listed, 0, { givenNames: 'Melissa', surname: 'Harrison' })).toBe('Melissa Harrison Jnr');
  expect(listedAuthorName(listed, 1, { givenNames: 'James F', surname: 'Gilbert' })).toBe('James F Gilbert');
  // A list that does not match the parts (or is shorter) never lends an author someone else's name.
  expect(listedAuthorName(listed, 1, { givenNames: 'Ana', surname: 'Lima' })).toBe('Ana Lima');
  expect(listedAuthorName([], 0, { givenNames: 'Ana', surname: 'Lima' })).toBe('Ana Lima');
});
