// One award of a journal in a list: what it recognises, its prize, its call and its latest winners.
import { Link } from 'react-router';
import type { AwardGroup } from '@oap/contracts/api/journalSubpages.ts';
import { journalPagePath } from '@oap/shared/journals/frame/journalMenu.ts';
import { awardKindLabels, currentEdition, latestWinners, thesisFormPath } from './awardText.ts';
import { CallStatus } from './CallStatus.tsx';
import styles from './Awards.module.css';

export function AwardGroupCard({ slug, group }: { slug: string; group: AwardGroup }) {
  const call = currentEdition(group);
  const latest = latestWinners(group);
  return (
    <li className={styles.card}>
      <h2>
        <Link to={journalPagePath(slug, `awards/${group.id}`)}>{group.name}</Link>
      </h2>
      <p className={styles.meta}>{`${awardKindLabels[group.kind]} · ${group.prize}`}</p>
      <p>{group.description}</p>
      <p>
        <CallStatus edition={call} />
      </p>
      {latest ? <p className={styles.meta}>{`${latest.year} winners: ${latest.winners.map((winner) => winner.name).join(', ')}`}</p> : null}
      {group.kind === 'thesis' && call?.status === 'open' ? (
        <p>
          <Link to={thesisFormPath(slug, group)}>Submit your thesis</Link>
        </p>
      ) : null}
    </li>
  );
}
