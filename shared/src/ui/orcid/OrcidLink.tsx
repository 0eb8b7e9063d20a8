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
  return (
    <a className={classNames(styles.orcid, className)} href={url} aria-label={`ORCID profile of ${name}`} rel="noopener">
      <OrcidMark />
      <span>{showId ? url.replace('https://orcid.org/', '') : 'ORCID'}</span>
    </a>
  );
}
