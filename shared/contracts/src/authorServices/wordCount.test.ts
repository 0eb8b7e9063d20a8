import { countWords, withoutReferences } from './wordCount.ts';

test('counts words between spaces, hyphenated words once, punctuation never', () => {
  expect(countWords('')).toBe(0);
  expect(countWords('   \n ')).toBe(0);
  expect(countWords('A well-known result – see Figure 2.')).toBe(6);
  expect(countWords('Zellbiologie  und\tÖkologie\n\nde la cellule')).toBe(6);
});

test('the reference list is left out of the count, but not a "References" line near the start', () => {
  const body = 'word '.repeat(200);
  expect(withoutReferences(`${body}\nReferences\n1. Smith 2020.`)).toEqual({ text: `${body}\n`, referencesExcluded: true });
  expect(withoutReferences(`${body}\n5. Bibliography:\nJones 2021.`).referencesExcluded).toBe(true);
  expect(withoutReferences(`References\n${body}`)).toEqual({ text: `References\n${body}`, referencesExcluded: false });
  expect(withoutReferences(`${body} the references we cite below`).referencesExcluded).toBe(false);
});
