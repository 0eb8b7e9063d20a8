// Links to the journal's own pages, so a reader can move around the journal without the site menu.
import { Link } from 'react-router';
import styles from './JournalNav.module.css';

const journalPages: Array<[label: string, suffix: string]> = [
  ['About', 'about'],
  ['Editorial Board', 'editors'],
  ['Sections', 'sections'],
  ['Special Issues', 'special_issues'],
  ['Most Cited', 'most-cited'],
  ['Most Viewed', 'most-viewed'],
  ['Instructions for Authors', 'instructions'],
  ['APC', 'apc'],
];

export function JournalNav({ slug, journalName }: { slug: string; journalName: string }) {
  return (
    <nav className={styles.nav} aria-label={`${journalName} pages`}>
      <ul>
        {journalPages.map(([label, suffix]) => (
          <li key={suffix}>
            <Link to={`/journal/${slug}/${suffix}`}>{label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
