// A list of a journal's awards (the awards page, travel awards, the young investigator award).
import type { AwardGroup } from '@oap/contracts/api/journalSubpages.ts';
import { AwardGroupCard } from './AwardGroupCard.tsx';
import styles from './Awards.module.css';

export function AwardListContent({ slug, groups, empty }: { slug: string; groups: AwardGroup[]; empty: string }) {
  if (groups.length === 0) return <p>{empty}</p>;
  return (
    <ul className={styles.list}>
      {groups.map((group) => (
        <AwardGroupCard key={group.id} slug={slug} group={group} />
      ))}
    </ul>
  );
}
