// A person's picture where the record has one, else their initials on a colour of their own (from
// their name, so the same person looks the same on every page). Decorative: the name is beside it.
import { stableHash, subjectAccents } from '@oap/shared/journals/journalFace.ts';
import { classNames } from '@oap/shared/ui/classNames.ts';
import styles from './PersonAvatar.module.css';

/** The subjects' hues (journalFace.ts): dark enough for white initials (4.5:1 or more, PersonAvatar.test.tsx). */
export const avatarColors = subjectAccents;

const honorifics = /^(prof|dr|mr|mrs|ms|mx|sir|dame)\.?$/i;

/** "Prof. Dr. Fatima Virtanen" -> "FV": the first and last names, titles left out. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => word && !honorifics.test(word) && /\p{L}/u.test(word));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

export function PersonAvatar({ name, pictureUrl, size = 'md', className }: { name: string; pictureUrl?: string | null; size?: 'sm' | 'md' | 'lg'; className?: string }) {
  const classes = classNames(styles.avatar, styles[size], className);
  if (pictureUrl) return <img className={classes} src={pictureUrl} alt="" loading="lazy" decoding="async" />;
  const background = avatarColors[stableHash(name) % avatarColors.length];
  return (
    <span className={classes} style={{ background }} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
