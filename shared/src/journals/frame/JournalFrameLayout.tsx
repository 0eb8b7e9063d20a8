// What every journal page has around its content, on whichever remote draws the page (the journal's
// pages, its volume and issue listings): the breadcrumb trail, a band in the journal's accent at the
// top, the journal's menu with this page marked, the page's title (its one h1) and lead, and an aside
// that sits under the menu on a middling screen and in a third column on a wide one, so neither side
// of the page is left empty. The band is the caller's (JournalFrame gives a journal's pages the
// journal's band; the journal home has its masthead there), so the home does not load JournalBanner.
import type { ReactNode } from 'react';
import type { JournalSummary } from '@oap/contracts/api/journals.ts';
import { Breadcrumbs, type BreadcrumbItem } from '@oap/shared/ui/breadcrumbs/Breadcrumbs.tsx';
import { journalAccentStyle } from '@oap/shared/journals/journalFace.ts';
import { JournalMenu } from '@oap/shared/journals/frame/JournalMenu.tsx';
import { journalPagePath, type JournalRouteName } from '@oap/shared/journals/frame/journalMenu.ts';
import styles from './JournalFrameLayout.module.css';

export interface JournalFrameLayoutProps {
  journal: JournalSummary;
  /** The menu entry to mark; null on a page the menu does not list (a volume or an issue). */
  current: JournalRouteName | null;
  /** False on a page under the entry (one special issue under Special Issues). */
  exact?: boolean;
  /** Crumbs between the journal and this page (Special Issues, before one special issue). */
  trail?: BreadcrumbItem[];
  /** The page's h1; absent on the journal home, whose masthead carries it. */
  title?: string;
  /** The last crumb, when shorter than the title. */
  crumb?: string;
  lead?: ReactNode;
  /** At the top, under the trail: the journal's band (JournalBanner), or the home's masthead. */
  band: ReactNode;
  /** Boxes beside the page (editors, sections, alerts). */
  aside?: ReactNode;
  asideLabel?: string;
  children: ReactNode;
}

export function JournalFrameLayout({ journal, current, exact = true, trail = [], title, crumb, lead, band, aside, asideLabel, children }: JournalFrameLayoutProps) {
  const home = journalPagePath(journal.nameSystem);
  const items: BreadcrumbItem[] = [{ label: 'Home', to: '/' }, { label: 'Journals', to: '/about/journals' }];
  items.push(title === undefined ? { label: journal.name } : { label: journal.name, to: home }, ...trail);
  if (title !== undefined) items.push({ label: crumb ?? title });
  return (
    <div className={styles.page} style={journalAccentStyle(journal)}>
      <Breadcrumbs items={items} structuredData />
      {band}
      <div className={aside ? `${styles.columns} ${styles.withAside}` : styles.columns}>
        <div className={styles.menu}>
          <JournalMenu slug={journal.nameSystem} journalName={journal.name} current={current} exact={exact} />
        </div>
        <div className={styles.content}>
          {title !== undefined ? (
            <header className={styles.header}>
              <h1 className={styles.title}>{title}</h1>
              {lead ? <div className={styles.lead}>{lead}</div> : null}
            </header>
          ) : null}
          {children}
        </div>
        {aside ? (
          <aside className={styles.aside} aria-label={asideLabel ?? `About ${journal.name}`}>
            {aside}
          </aside>
        ) : null}
      </div>
    </div>
  );
}
