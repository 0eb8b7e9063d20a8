// What every journal page has around its content (issue 18): the breadcrumb trail, the journal's band
// (or the home's masthead), the journal's menu with this page marked, and the page's title (its one h1)
// and lead.
import type { ReactNode } from 'react';
import type { JournalSummary } from '@oap/contracts/api/journals.ts';
import { Breadcrumbs, type BreadcrumbItem } from '@oap/shared/ui/breadcrumbs/Breadcrumbs.tsx';
import { JournalBanner } from './JournalBanner.tsx';
import { JournalMenu } from './JournalMenu.tsx';
import { journalPagePath, type JournalRouteName } from './journalMenu.ts';
import styles from './JournalFrame.module.css';

export interface JournalFrameProps {
  journal: JournalSummary;
  /** The menu entry to mark. */
  current: JournalRouteName;
  /** False on a page under the entry (one special issue under Special Issues). */
  exact?: boolean;
  /** Crumbs between the journal and this page (Special Issues, before one special issue). */
  trail?: BreadcrumbItem[];
  /** The page's h1; absent on the journal home, whose masthead carries it. */
  title?: string;
  /** The last crumb, when shorter than the title. */
  crumb?: string;
  lead?: ReactNode;
  /** Replaces the journal's band (the home's masthead). */
  masthead?: ReactNode;
  children: ReactNode;
}

export function JournalFrame({ journal, current, exact = true, trail = [], title, crumb, lead, masthead, children }: JournalFrameProps) {
  const home = journalPagePath(journal.nameSystem);
  const items: BreadcrumbItem[] = [{ label: 'Home', to: '/' }, { label: 'Journals', to: '/about/journals' }];
  items.push(title === undefined ? { label: journal.name } : { label: journal.name, to: home }, ...trail);
  if (title !== undefined) items.push({ label: crumb ?? title });
  return (
    <div className={styles.page}>
      <Breadcrumbs items={items} structuredData />
      {masthead ?? <JournalBanner journal={journal} />}
      <div className={styles.columns}>
        <JournalMenu slug={journal.nameSystem} journalName={journal.name} current={current} exact={exact} />
        <div className={styles.content}>
          {title !== undefined ? (
            <header className={styles.header}>
              <h1 className={styles.title}>{title}</h1>
              {lead ? <div className={styles.lead}>{lead}</div> : null}
            </header>
          ) : null}
          {children}
        </div>
      </div>
    </div>
  );
}
