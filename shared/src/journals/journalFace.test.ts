import { subjects } from '@oap/contracts/api/journals.ts';
import { contrastRatio, mixColor } from '@oap/shared/tokens/colorContrast.ts';
import { journalFace, subjectAccents } from './journalFace.ts';

/** The colour a browser draws for an accent: a #rrggbb, or color-mix(in srgb, #base, #000 N%). */
function drawn(accent: string): string {
  const mix = /^color-mix\(in srgb, (#[0-9a-f]{6}), #000 (\d+)%\)$/.exec(accent);
  return mix ? mixColor(mix[1]!, -Number(mix[2]) / 100) : accent;
}

const names = ['Cells', 'Molecules', 'Sustainability', 'Journal of Clinical Medicine', 'Energies', 'Nutrients', 'Sensors', 'Applied Sciences', 'Economies', 'Histories'];

test('a generated accent is readable on white for every subject and shade, and its tint is pale', () => {
  for (const subject of subjects) {
    for (const name of names) {
      const face = journalFace({ name, subjects: [subject.slug] });
      const accent = drawn(face.accent);
      expect([subject.slug, name, contrastRatio(accent, '#ffffff') >= 4.5]).toEqual([subject.slug, name, true]);
      // The tint tokens.css mixes (8 % of the accent into white) keeps body text at 7:1 and the accent at 4.5:1.
      const tint = mixColor(accent, 0.92);
      expect(contrastRatio(tint, '#1b1f24')).toBeGreaterThanOrEqual(7);
      expect(contrastRatio(tint, accent)).toBeGreaterThanOrEqual(4.5);
    }
  }
});

test('the same journal always gets the same face, and journals of one subject differ', () => {
  const journal = { name: 'Cells', subjects: ['biology-life-sciences' as const] };
  expect(journalFace(journal)).toEqual(journalFace({ ...journal }));
  const faces = names.map((name) => journalFace({ name, subjects: ['biology-life-sciences'] }));
  expect(new Set(faces.map((face) => `${face.accent} ${face.motif}`)).size).toBeGreaterThan(3);
  expect(new Set(faces.map((face) => face.motif)).size).toBeGreaterThan(1);
});

test('an accent and a cover from the journal record win over the generated ones', () => {
  const face = journalFace({ name: 'Cells', subjects: ['biology-life-sciences'], accentColor: '#7A1F5C', coverImageUrl: '/covers/cells.webp' });
  expect(face.accent).toBe('#7a1f5c');
  expect(face.coverImageUrl).toBe('/covers/cells.webp');
  // A malformed colour in the record is not painted: the generated accent stands.
  expect(journalFace({ name: 'Cells', subjects: ['biology-life-sciences'], accentColor: 'red' }).accent).not.toBe('red');
});

test('every subject has its own hue', () => {
  expect(new Set(subjectAccents).size).toBe(subjects.length);
});
