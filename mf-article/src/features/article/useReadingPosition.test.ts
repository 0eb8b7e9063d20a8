import { sectionAt } from './useReadingPosition.ts';

const at = (id: string, top: number) => {
  const element = document.createElement('section');
  element.id = id;
  element.getBoundingClientRect = () => ({ top }) as DOMRect;
  return element;
};

test('the reader is in the last section whose top has passed the line, not the first still in view', () => {
  // A jump to Discussion: the end of Results is still on screen above it.
  const sections = [at('intro', -2400), at('results', -900), at('discussion', 40), at('methods', 1200)];
  expect(sectionAt(sections, 300)).toBe('discussion');
  // Back at the top, above the first section's top: none.
  expect(sectionAt([at('intro', 420), at('results', 1500)], 300)).toBeNull();
});
