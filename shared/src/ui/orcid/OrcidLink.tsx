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
      <circle cx="7.4" cy="7.3" r="1.1" fill="#ffffff" />
      <path d="M7.4 9.6v7.8M11.4 10.4h2a3.6 3.6 0 0 1 0 7.2h-2z" fill="none" stroke="#ffffff" strokeWidth="1.8" />
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
