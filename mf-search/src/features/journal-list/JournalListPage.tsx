// All Journals (/about/journals): the search frame with the journals as a grid of cards, or an A to Z
// list with a letter index; the view is a link (view=az) like every other control.
import { Link, useLoaderData } from 'react-router';
import { clearFilters, searchUrl } from '@oap/shared/search/searchUrlState.ts';
import { SearchFrame } from '../search-page/SearchFrame.tsx';
import type { loader } from './journalListRoute.tsx';
import { journalListPath } from './journalListPath.ts';
import { JournalCard } from './JournalCard.tsx';
import { JournalAzList } from './JournalAzList.tsx';
import cardStyles from '../search-page/ResultCards.module.css';
import styles from './JournalListPage.module.css';

export function JournalListPage() {
  const data = useLoaderData<typeof loader>();
  const { config, state, results, view } = data;
  const extra: Record<string, string> = view === 'az' ? { view: 'az' } : {};
  const viewHref = (next: 'grid' | 'az') => searchUrl(journalListPath, state, config, next === 'az' ? { view: 'az' } : {});
  return (
    <SearchFrame
      path={journalListPath}
      title="All Journals"
      intro={<p>Every journal we publish is peer reviewed and open access. Search by name, subject or scope, or browse them from A to Z.</p>}
      termLabel="Search journals"
      placeholder="Journal name, subject or ISSN"
      data={data}
      noun={['journal', 'journals']}
      extra={extra}
      empty={
        <div className={cardStyles.empty}>
          <h2>No journals match this search</h2>
          <p>
            Try another word, or <Link to={searchUrl(journalListPath, clearFilters({ ...state, q: '' }), config, extra)}>see all journals</Link>.
          </p>
        </div>
      }
    >
      <nav className={styles.views} aria-label="Show the journals as">
        <Link to={viewHref('grid')} preventScrollReset aria-current={view === 'grid' ? 'page' : undefined} className={styles.view}>
          Grid
        </Link>
        <Link to={viewHref('az')} preventScrollReset aria-current={view === 'az' ? 'page' : undefined} className={styles.view}>
          A to Z list
        </Link>
      </nav>
      {view === 'az' ? (
        <JournalAzList journals={results.items} />
      ) : (
        <ul className={cardStyles.grid}>
          {results.items.map((journal) => (
            <li key={journal.id}>
              <JournalCard journal={journal} />
            </li>
          ))}
        </ul>
      )}
    </SearchFrame>
  );
}
