// A journal's cover: its own image when the record has one, else art drawn from its face (journalFace.ts):
// the accent's ground, a motif in light lines, the journal's abbreviation and the publisher's short
// name, as a printed journal's cover would carry them. Decorative: the journal's name is always beside it.
import type { CSSProperties } from 'react';
import type { JournalSummary } from '@oap/contracts/api/journals.ts';
import { currentPublisher } from '@oap/contracts/site/publisher.ts';
import { classNames } from '@oap/shared/ui/classNames.ts';
import { journalFace } from '@oap/shared/journals/journalFace.ts';
import { CoverMotif } from '@oap/shared/journals/CoverMotif.tsx';
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

export function JournalCover({ journal, size = 'md', className }: JournalCoverProps) {
  const face = journalFace(journal);
  const classes = classNames(styles.cover, styles[size], className);
  if (face.coverImageUrl) {
    return <img className={classes} src={face.coverImageUrl} alt="" width={width} height={height} loading="lazy" decoding="async" />;
  }
  const label = journal.abbreviation || journal.name;
  const fontSize = Math.max(11, Math.min(24, Math.floor(176 / Math.max(label.length, 4))));
  return (
    <svg className={classes} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false" data-motif={face.motif} style={{ '--cover-accent': face.accent } as CSSProperties}>
      <rect width={width} height={height} className={styles.deep} />
      <rect width={width} height={112} className={styles.ground} />
      <g stroke="#ffffff" fill="#ffffff" opacity="0.28">
        <CoverMotif face={face} />
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
