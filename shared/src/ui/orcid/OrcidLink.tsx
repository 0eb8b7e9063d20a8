// A person's ORCID, drawn one way everywhere: the green iD mark and the word ORCID (or the iD itself
// where a page lists it), linking to the profile by its canonical https address.
import { orcidUrl } from '@oap/contracts/articles/articleText.ts';
import { classNames } from '@oap/shared/ui/classNames.ts';
import styles from './OrcidLink.module.css';

export interface OrcidLinkProps {
  orcid: string;
  /** Whose profile it is: the link's accessible name ("ORCID profile of …"). */
  name: string;
  /** Show the iD (0000-0002-…) instead of the word ORCID. */
  showId?: boolean;
  className?: string;
}

/** The green iD mark, drawn by CSS (decorative: the link says ORCID). */
export function OrcidMark() {
  return <span className={styles.mark} aria-hidden="true" />;
}

export function OrcidLink({ orcid, name, showId = false, className }: OrcidLinkProps) {
  const url = orcidUrl(orcid);
  const shown = showId ? url.replace('https://orcid.org/', '') : 'ORCID';
  // The name starts with what the link shows, so a reader who says or types what they see finds it
  // (WCAG 2.5.3, label in name); the word ORCID is already in "ORCID profile".
  const label = showId ? `${shown}, ORCID profile of ${name}` : `ORCID profile of ${name}`;
  return (
    <a className={classNames(styles.orcid, className)} href={url} aria-label={label} rel="noopener">
      <OrcidMark />
      <span>{shown}</span>
    </a>
  );
}
