import { countWords } from './countWords.ts';

test('counts words between spaces, hyphenated words once, punctuation never', () => {
  expect(countWords('')).toBe(0);
  expect(countWords('   \n ')).toBe(0);
  expect(countWords('A well-known result – see Figure 2.')).toBe(6);
  expect(countWords('Zellbiologie  und\tÖkologie\n\nde la cellule')).toBe(6);
});
