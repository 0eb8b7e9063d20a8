// The learned societies we work with (GET /api/societies) as one compact table: each society with its
// country, founding year and journals (and the member discount); filtered by words of its name,
// country or journals with a GET form that works without scripts.
import { Link } from 'react-router';
import type { SocietyListItem } from '@oap/contracts/api/publisher.ts';
import { CompactTable } from '@oap/shared/ui/compact-table/CompactTable.tsx';
import { holdsEveryWord } from './wordFilter.ts';
import { SectionFilter } from './SectionFilter.tsx';
import styles from './InformationPages.module.css';

export interface SocietyListData {
  societies: SocietyListItem[];
  words: string;
}

export function societyMatches(society: SocietyListItem, words: string): boolean {
  return holdsEveryWord([society.name, society.abbreviation, society.country, ...society.journals.map((journal) => journal.name)].join(' '), words);
}

export function SocietyList({ data: { societies, words } }: { data: SocietyListData }) {
  const shown = words ? societies.filter((society) => societyMatches(society, words)) : societies;
  return (
    <>
      <SectionFilter>
        <label>
          Society, country or journal
          <input type="search" name="q" defaultValue={words} key={words} maxLength={200} />
        </label>
        <button type="submit" className={styles.filterButton}>
          Show societies
        </button>
      </SectionFilter>
      <p className={styles.meta}>
        {shown.length === societies.length ? `${societies.length} societies` : `${shown.length} of ${societies.length} societies`}
      </p>
      <CompactTable
        caption="Societies we work with"
        rows={shown}
        rowKey={(society) => society.id}
        columns={[
          {
            label: 'Society',
            cell: (society) => (
              <span id={`society-${society.nameSystem}`}>
                <a href={society.url} rel="noopener" target="_blank">
                  {society.name} ({society.abbreviation})<span className="oap-visually-hidden"> (opens in a new tab)</span>
                </a>
              </span>
            ),
          },
          { label: 'Country', cell: (society) => society.country },
          { label: 'Founded', cell: (society) => society.yearFounded, numeric: true },
          {
            label: 'Journals',
            cell: (society) =>
              society.journals.length === 0
                ? 'None yet'
                : society.journals.map((journal, index) => (
                    <span key={journal.nameSystem}>
                      {index > 0 ? '; ' : null}
                      <Link to={`/journal/${journal.nameSystem}/societies`}>{journal.name}</Link>
                      {journal.relation === 'affiliated' ? ' (official journal' : ' (partner journal'}
                      {journal.discountPct > 0 ? `, ${journal.discountPct}% member discount)` : ')'}
                    </span>
                  )),
          },
        ]}
      />
    </>
  );
}
