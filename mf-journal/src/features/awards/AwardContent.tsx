// One award: what it recognises, its prize and who may apply, its call, and every edition with its winners.
import { Link } from 'react-router';
import type { AwardGroup } from '@oap/contracts/api/journalSubpages.ts';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import { ButtonLink } from '@oap/shared/ui/button/ButtonLink.tsx';
import { currentEdition, thesisFormPath } from './awardText.ts';
import { CallStatus } from './CallStatus.tsx';
import styles from './Awards.module.css';

export function AwardContent({ slug, group }: { slug: string; group: AwardGroup }) {
  const call = currentEdition(group);
  const editions = [...group.editions].sort((a, b) => b.year - a.year);
  return (
    <>
      <p>{group.description}</p>
      <dl className={styles.facts}>
        <div>
          <dt>Prize</dt>
          <dd>{group.prize}</dd>
        </div>
        <div>
          <dt>Who may apply</dt>
          <dd>{group.eligibility}</dd>
        </div>
        <div>
          <dt>Call</dt>
          <dd>
            <CallStatus edition={call} />
          </dd>
        </div>
      </dl>
      {group.kind === 'thesis' && call?.status === 'open' ? (
        <p className={styles.action}>
          <ButtonLink to={thesisFormPath(slug, group)} variant="filled" size="md">
            Submit your thesis
          </ButtonLink>
        </p>
      ) : null}
      <h2 className={styles.heading}>Editions and winners</h2>
      <ol className={styles.editions}>
        {editions.map((edition) => (
          <li key={edition.year} className={styles.edition}>
            <h3>{String(edition.year)}</h3>
            <p className={styles.meta}>{`Call from ${formatDate(edition.opensOn)} to ${formatDate(edition.deadline)}`}</p>
            {edition.winners.length > 0 ? (
              <ul className={styles.winners}>
                {edition.winners.map((winner) => (
                  <li key={winner.name}>
                    <strong>{winner.name}</strong>
                    {winner.affiliation ? `, ${[winner.affiliation, winner.country].filter(Boolean).join(', ')}` : ''}
                    {winner.article ? (
                      <>
                        {' — for '}
                        <Link to={winner.article.path}>{winner.article.title}</Link>
                      </>
                    ) : (
                      ` — ${winner.citation}`
                    )}
                  </li>
                ))}
              </ul>
            ) : (
              <p>{edition.status === 'closed' ? 'The winners will be announced soon.' : 'Not awarded yet.'}</p>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
