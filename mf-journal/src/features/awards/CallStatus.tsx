// Where an award's call stands: open until a deadline, opening on a day, or closed.
import type { AwardEdition } from '@oap/contracts/api/journalSubpages.ts';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import { Tag } from '@oap/shared/ui/tag/Tag.tsx';

export function CallStatus({ edition }: { edition: AwardEdition | null }) {
  if (!edition) {
    return (
      <>
        <Tag size="sm">Closed</Tag> No call is open.
      </>
    );
  }
  return edition.status === 'open' ? (
    <>
      <Tag size="sm" state="success">
        Open
      </Tag>{' '}
      {`The ${edition.year} call is open until ${formatDate(edition.deadline)}.`}
    </>
  ) : (
    <>
      <Tag size="sm" state="info">
        Upcoming
      </Tag>{' '}
      {`The ${edition.year} call opens on ${formatDate(edition.opensOn)}.`}
    </>
  );
}
