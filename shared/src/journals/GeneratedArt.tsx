// A picture for a record that has none (a news item, a topic): the motif of a generated cover, in the
// accent of its subject, as a wide band. Decorative: the record's title is beside it.
import type { CSSProperties } from 'react';
import { subjects, type SubjectSlug } from '@oap/contracts/api/journals.ts';
import { classNames } from '@oap/shared/ui/classNames.ts';
import { CoverMotif } from '@oap/shared/journals/CoverMotif.tsx';
import { journalFace, stableHash } from '@oap/shared/journals/journalFace.ts';
import styles from './JournalCover.module.css';

export interface GeneratedArtProps {
  /** What makes the picture its own (the record's title): the same text always gives the same picture. */
  seed: string;
  subjects: readonly SubjectSlug[];
  /** 'wide' 16:9 (a story's picture), 'band' 4:1 (the top of a card). */
  shape?: 'wide' | 'band';
  className?: string;
}

/** A subject for a record that has none, stable by its owner's name: its colour still says whose it is. */
export function subjectFor(owner: string): SubjectSlug {
  return subjects[stableHash(owner) % subjects.length]!.slug;
}

export function GeneratedArt({ seed, subjects: recordSubjects, shape = 'wide', className }: GeneratedArtProps) {
  const face = journalFace({ name: seed, subjects: [...recordSubjects] });
  return (
    <svg
      className={classNames(styles.art, shape === 'band' && styles.band, className)}
      viewBox="0 0 160 90"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-motif={face.motif}
      style={{ '--cover-accent': face.accent } as CSSProperties}
    >
      <rect width="160" height="90" className={styles.ground} />
      <rect y="62" width="160" height="28" className={styles.deep} opacity="0.55" />
      <g stroke="#ffffff" fill="#ffffff" opacity="0.3" transform="translate(20 -20)">
        <CoverMotif face={face} />
      </g>
    </svg>
  );
}
