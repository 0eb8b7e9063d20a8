// Every award of our journals (GET /api/awards), by kind, with its next or current call, as one compact
// table a kind; filtered by kind and by words of the award's or journal's name with a GET form that
// works without scripts.
import { Link } from 'react-router';
import { CompactTable } from '@oap/shared/ui/compact-table/CompactTable.tsx';
import type { AwardListItem } from '@oap/contracts/api/publisher.ts';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import { holdsEveryWord } from './wordFilter.ts';
import { SectionFilter } from './SectionFilter.tsx';
import styles from './InformationPages.module.css';

export const awardKinds = [
  { kind: 'best-paper', label: 'Best Paper Awards' },
  { kind: 'young-investigator', label: 'Young Investigator Awards' },
  { kind: 'outstanding-reviewer', label: 'Outstanding Reviewer Awards' },
  { kind: 'thesis', label: 'Thesis Awards' },
  { kind: 'travel', label: 'Travel Awards' },
] as const satisfies readonly { kind: AwardListItem['kind']; label: string }[];

export type AwardKind = (typeof awardKinds)[number]['kind'];

/** Rows of each kind on the unfiltered page; the rest are one link away (the kind's own list). */
export const awardsShownPerKind = 8;

export interface AwardListData {
  awards: AwardListItem[];
  kind: AwardKind | null;
  /** Words the award's or its journal's name must contain (?q=). */
  words?: string;
}

function CallText({ latest }: { latest: AwardListItem['latest'] }) {
  if (!latest) return <>No call announced yet</>;
  if (latest.status === 'open') {
    return (
      <>
        {latest.year} call open: apply by <time dateTime={latest.deadline}>{formatDate(latest.deadline)}</time>
      </>
    );
  }
  if (latest.status === 'upcoming') {
    return (
      <>
        {latest.year} call opens <time dateTime={latest.opensOn}>{formatDate(latest.opensOn)}</time>, deadline{' '}
        <time dateTime={latest.deadline}>{formatDate(latest.deadline)}</time>
      </>
    );
  }
  return <>{latest.year} call closed</>;
}

/** True when every word is in the award's name or its journal's. */
export function awardMatches(award: AwardListItem, words: string): boolean {
  return holdsEveryWord(`${award.name} ${award.journal?.name ?? ''}`, words);
}

export function AwardList({ data: { awards, kind, words = '' } }: { data: AwardListData }) {
  const groups = awardKinds.filter((group) => kind === null || group.kind === kind);
  const shown = words ? awards.filter((award) => awardMatches(award, words)) : awards;
  return (
    <>
      <SectionFilter>
        <label>
          Kind of award
          <select name="kind" defaultValue={kind ?? ''} key={kind ?? ''}>
            <option value="">All awards</option>
            {awardKinds.map((option) => (
              <option key={option.kind} value={option.kind}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Award or journal name
          <input type="search" name="q" defaultValue={words} key={words} maxLength={200} />
        </label>
        <button type="submit" className={styles.filterButton}>
          Show awards
        </button>
      </SectionFilter>
      {groups.map((group) => {
        const all = shown.filter((award) => award.kind === group.kind);
        // The whole page lists every kind: a few of each, and a link to the kind's full list.
        const items = kind === null && !words ? all.slice(0, awardsShownPerKind) : all;
        return (
          <section key={group.kind} aria-labelledby={`awards-${group.kind}`}>
            <h3 id={`awards-${group.kind}`} className={styles.groupHeading}>
              {group.label} ({all.length})
            </h3>
            {items.length === 0 ? (
              <p className={styles.none}>None at present.</p>
            ) : (
              <CompactTable
                caption={group.label}
                rows={items}
                rowKey={(award) => award.id}
                columns={[
                  { label: 'Award', cell: (award) => <Link to={award.path}>{award.name}</Link> },
                  { label: 'Journal', cell: (award) => award.journal?.name ?? 'All journals' },
                  { label: 'Prize', cell: (award) => award.prize },
                  { label: 'Next call', cell: (award) => <CallText latest={award.latest} /> },
                  { label: 'Winners', cell: (award) => award.winnerCount, numeric: true },
                ]}
              />
            )}
            {items.length < all.length ? (
              <p className={styles.more}>
                <Link to={`?kind=${group.kind}`}>
                  All {all.length} {group.label.toLowerCase()}
                </Link>
              </p>
            ) : null}
          </section>
        );
      })}
    </>
  );
}

/** ?kind= as the filter reads it. */
export function awardKindFilter(url: string): AwardKind | null {
  const value = new URL(url).searchParams.get('kind');
  return awardKinds.find((option) => option.kind === value)?.kind ?? null;
}

