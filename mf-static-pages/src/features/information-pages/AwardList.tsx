// Every award of our journals (GET /api/awards), by kind, with its next or current call; filtered by
// kind with a GET form that works without scripts.
import { Form, Link } from 'react-router';
import type { AwardListItem } from '@oap/contracts/api/publisher.ts';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import styles from './InformationPages.module.css';

export const awardKinds = [
  { kind: 'best-paper', label: 'Best Paper Awards' },
  { kind: 'young-investigator', label: 'Young Investigator Awards' },
  { kind: 'outstanding-reviewer', label: 'Outstanding Reviewer Awards' },
  { kind: 'thesis', label: 'Thesis Awards' },
  { kind: 'travel', label: 'Travel Awards' },
] as const satisfies readonly { kind: AwardListItem['kind']; label: string }[];

export type AwardKind = (typeof awardKinds)[number]['kind'];

export interface AwardListData {
  awards: AwardListItem[];
  kind: AwardKind | null;
}

function CallText({ latest }: { latest: AwardListItem['latest'] }) {
  if (!latest) return <p className={styles.meta}>No call announced yet.</p>;
  if (latest.status === 'open') {
    return (
      <p className={styles.meta}>
        {latest.year} call open: apply by <time dateTime={latest.deadline}>{formatDate(latest.deadline)}</time>
      </p>
    );
  }
  if (latest.status === 'upcoming') {
    return (
      <p className={styles.meta}>
        {latest.year} call opens <time dateTime={latest.opensOn}>{formatDate(latest.opensOn)}</time>, deadline{' '}
        <time dateTime={latest.deadline}>{formatDate(latest.deadline)}</time>
      </p>
    );
  }
  return <p className={styles.meta}>{latest.year} call closed</p>;
}

export function AwardList({ data: { awards, kind } }: { data: AwardListData }) {
  const groups = awardKinds.filter((group) => kind === null || group.kind === kind);
  return (
    <>
      <Form method="get" className={styles.filter} preventScrollReset>
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
        <button type="submit" className={styles.filterButton}>
          Show awards
        </button>
      </Form>
      {groups.map((group) => {
        const items = awards.filter((award) => award.kind === group.kind);
        return (
          <section key={group.kind} aria-labelledby={`awards-${group.kind}`}>
            <h3 id={`awards-${group.kind}`} className={styles.groupHeading}>
              {group.label} ({items.length})
            </h3>
            {items.length === 0 ? (
              <p className={styles.none}>None at present.</p>
            ) : (
              <ul className={styles.cards}>
                {items.map((award) => (
                  <li key={award.id} className={styles.card}>
                    <h4 className={styles.cardTitle}>
                      <Link to={award.path}>{award.name}</Link>
                    </h4>
                    {award.journal ? <p className={styles.meta}>{award.journal.name}</p> : null}
                    <p>{award.prize}</p>
                    <CallText latest={award.latest} />
                    {award.winnerCount > 0 ? (
                      <p className={styles.meta}>
                        {award.winnerCount} {award.winnerCount === 1 ? 'winner' : 'winners'} so far
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
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
