// A person's ORCID, drawn one way everywhere: the green iD mark and the word ORCID (or the iD itself
// where a page lists it), linking to the profile by its canonical https address.
import { orcidUrl } from '@oap/contracts/articles/articleText.ts';
import { classNames } from '../classNames.ts';
import styles from './OrcidLink.module.css';

export interface OrcidLinkProps {
  orcid: string;
  /** Whose profile it is: the link's accessible name ("ORCID profile of …"). */
  name: string;
  /** Show the iD (0000-0002-…) instead of the word ORCID. */
  showId?: boolean;
  className?: string;
}

export function OrcidMark() {
  return (
    <svg className={styles.mark} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill="#a6ce39" />
      <path fill="#ffffff" d="M7.2 6.3a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8Zm-.7 3h1.4v8.4H6.5V9.3Zm3.4 0h3.6c3.4 0 4.9 2.4 4.9 4.2 0 2-1.6 4.2-4.9 4.2H9.9V9.3Zm1.4 1.3v5.9h2.2c3.1 0 3.5-2.3 3.5-2.9 0-1-.6-3-3.5-3h-2.2Z" />
    </svg>
  );
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
