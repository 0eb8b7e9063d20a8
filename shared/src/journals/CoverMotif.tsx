// The pattern of a generated cover or picture: rings, a dot grid, bands or waves, placed by the seed of
// the face it belongs to (journalFace.ts), drawn in the current stroke and fill.
import type { JournalFace } from './journalFace.ts';

export function CoverMotif({ face }: { face: Pick<JournalFace, 'motif' | 'seed'> }) {
  const shift = Math.round(face.seed * 80);
  switch (face.motif) {
    case 'rings':
      return (
        <g fill="none" strokeWidth="1.6">
          {[14, 28, 42, 56, 70, 84].map((radius) => (
            <circle key={radius} cx={20 + shift} cy={58} r={radius} />
          ))}
        </g>
      );
    case 'grid':
      return (
        <g strokeWidth="0">
          {Array.from({ length: 7 }, (_, row) =>
            Array.from({ length: 9 }, (__, column) => (
              <circle key={`${row}-${column}`} cx={8 + column * 13} cy={26 + row * 12} r={(row + column + shift) % 5 === 0 ? 3.2 : 1.5} />
            )),
          )}
        </g>
      );
    case 'bands':
      return (
        <g fill="none">
          {[0, 1, 2, 3, 4, 5].map((band) => (
            <path key={band} d={`M${-40 + band * 26 + shift / 4} 120 L${40 + band * 26 + shift / 4} 20`} strokeWidth={band % 2 === 0 ? 7 : 2} />
          ))}
        </g>
      );
    default:
      return (
        <g fill="none" strokeWidth="1.8">
          {[0, 1, 2, 3, 4, 5].map((wave) => {
            const y = 34 + wave * 13;
            const amplitude = 5 + ((wave + shift) % 4) * 2;
            return <path key={wave} d={`M-5 ${y} Q 25 ${y - amplitude} 55 ${y} T 115 ${y} T 175 ${y}`} />;
          })}
        </g>
      );
  }
}

