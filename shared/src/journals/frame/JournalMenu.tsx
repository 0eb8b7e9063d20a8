// The journal's own menu (every page under /journal/{slug}), with the current page marked. Below 1024 px
// it folds into a disclosure ("Journal menu") that opens without scripts; from 1024 px it is a column
// beside the page, always open where the browser can style a closed <details>' content.
import { useId } from 'react';
import { Link } from 'react-router';
import { journalMenu, journalPagePath, type JournalRouteName } from '@oap/shared/journals/frame/journalMenu.ts';
import styles from './JournalMenu.module.css';

export interface JournalMenuProps {
  slug: string;
  journalName: string;
  /** The entry of this page, or of the list this page belongs to (a special issue's page marks Special Issues). */
  current: JournalRouteName | null;
  /** True when the page is the entry itself (aria-current="page"), false for a page under it (aria-current="true"). */
  exact: boolean;
}

export function JournalMenu({ slug, journalName, current, exact }: JournalMenuProps) {
  const id = useId();
  return (
    <nav className={styles.nav} aria-label={`${journalName} menu`}>
      <details className={styles.menu}>
        <summary className={styles.summary}>Journal menu</summary>
        <div className={styles.groups}>
          {journalMenu.map((group, index) => (
            <div key={group.label} className={styles.group}>
              <p id={`${id}-${index}`} className={styles.groupLabel}>
                {group.label}
              </p>
              <ul aria-labelledby={`${id}-${index}`}>
                {group.entries.map((item) => {
                  const marked = item.route === current;
                  return (
                    <li key={item.route}>
                      <Link
                        to={journalPagePath(slug, item.suffix)}
                        className={marked ? styles.current : undefined}
                        aria-current={marked ? (exact ? 'page' : 'true') : undefined}
                      >
                        {item.label}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </div>
      </details>
    </nav>
  );
}
