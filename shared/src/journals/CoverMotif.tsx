// The pattern of a generated cover or picture: rings, a dot grid, bands or waves, placed by the seed of
// the face it belongs to (journalFace.ts), drawn as one path in the current stroke.
import type { JournalFace } from '@oap/shared/journals/journalFace.ts';

const ring = (x: number, y: number, r: number) => `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
const six = [0, 1, 2, 3, 4, 5];

/** The motif's outline: every shape of it in one path, so a cover is a handful of elements. */
export function motifPath({ motif, seed }: Pick<JournalFace, 'motif' | 'seed'>): string {
  const shift = Math.round(seed * 80);
  switch (motif) {
    case 'rings':
      return six.map((index) => ring(20 + shift, 58, 14 * (index + 1))).join('');
    case 'grid':
      return six.flatMap((row) => [0, 1, 2, 3, 4, 5, 6, 7, 8].map((column) => ring(8 + column * 13, 26 + row * 14, (row + column + shift) % 5 ? 0.8 : 2.4))).join('');
    case 'bands':
      return six.map((band) => `M${-40 + band * 26 + shift / 4} 120L${40 + band * 26 + shift / 4} 20`).join('');
    default:
      return six.map((wave) => {
        const y = 34 + wave * 13;
        return `M-5 ${y}Q25 ${y - 5 - ((wave + shift) % 4) * 2} 55 ${y}T115 ${y}T175 ${y}`;
      }).join('');
  }
}

export function CoverMotif({ face }: { face: Pick<JournalFace, 'motif' | 'seed'> }) {
  return <path d={motifPath(face)} fill="none" strokeWidth={face.motif === 'bands' ? 5 : 1.7} />;
}
