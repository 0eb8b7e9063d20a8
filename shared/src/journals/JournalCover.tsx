// A journal's cover: its own image when the record has one, else art drawn from its face (journalFace.ts):
// the accent's ground, a motif in light lines, the journal's abbreviation and the publisher's short
// name, as a printed journal's cover would carry them. Decorative: the journal's name is always beside it.
import type { ReactElement } from 'react';
import type { JournalSummary } from '@oap/contracts/api/journals.ts';
import { currentPublisher } from '@oap/contracts/site/publisher.ts';
import { classNames } from '@oap/shared/ui/classNames.ts';
import { journalFace, type JournalFace } from './journalFace.ts';
import styles from './JournalCover.module.css';

export type JournalCoverSize = 'sm' | 'md' | 'lg';

export interface JournalCoverProps {
  journal: Pick<JournalSummary, 'name' | 'abbreviation' | 'subjects'> & Partial<Pick<JournalSummary, 'accentColor' | 'coverImageUrl'>>;
  /** sm 48 px wide (lists), md 96 px (banners, cards), lg 144 px (the journal home). */
  size?: JournalCoverSize;
  className?: string;
}

const width = 120;
const height = 160;

function motif(face: JournalFace): ReactElement {
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

export function JournalCover({ journal, size = 'md', className }: JournalCoverProps) {
  const face = journalFace(journal);
  const classes = classNames(styles.cover, styles[size], className);
  if (face.coverImageUrl) {
    return <img className={classes} src={face.coverImageUrl} alt="" width={width} height={height} loading="lazy" decoding="async" />;
  }
  const label = journal.abbreviation || journal.name;
  const fontSize = Math.max(11, Math.min(24, Math.floor(176 / Math.max(label.length, 4))));
  return (
    <svg className={classes} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false" data-motif={face.motif}>
      <rect width={width} height={height} fill={face.accentDeep} />
      <rect width={width} height={112} fill={face.accent} />
      <g stroke="#ffffff" fill="#ffffff" opacity="0.28">
        {motif(face)}
      </g>
      <rect y="112" width={width} height="2" fill="#ffffff" opacity="0.5" />
      <text x="10" y="20" className={styles.publisher} fill="#ffffff">
        {currentPublisher().shortName.toUpperCase()}
      </text>
      <text x="10" y={140} className={styles.title} fill="#ffffff" fontSize={fontSize}>
        {label}
      </text>
    </svg>
  );
}
