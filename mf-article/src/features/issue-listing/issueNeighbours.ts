// The issues either side of one, across volume boundaries, from the journal's volumes (listed newest
// volume first, each volume's issues in order).
import type { VolumeSummary } from '@oap/contracts/api/journalSubpages.ts';

export interface IssueRef {
  volume: number;
  issue: string;
}

export interface IssueNeighbours {
  previous: IssueRef | null;
  next: IssueRef | null;
}

const issueOrder = (a: string, b: string) => (parseInt(a, 10) || 0) - (parseInt(b, 10) || 0) || a.localeCompare(b);

/** Every issue that has articles, oldest first. */
export function issuesInOrder(volumes: VolumeSummary[]): IssueRef[] {
  return [...volumes]
    .sort((a, b) => a.volume - b.volume)
    .flatMap((volume) =>
      volume.issues
        .filter((issue) => issue.articleCount > 0)
        .map((issue) => issue.issue)
        .sort(issueOrder)
        .map((issue) => ({ volume: volume.volume, issue })),
    );
}

export function issueNeighbours(volumes: VolumeSummary[], volume: string, issue: string): IssueNeighbours {
  const all = issuesInOrder(volumes);
  const index = all.findIndex((ref) => String(ref.volume) === volume && ref.issue === issue);
  if (index < 0) return { previous: null, next: null };
  return { previous: all[index - 1] ?? null, next: all[index + 1] ?? null };
}

/** The volumes either side of one that exist. */
export function volumeNeighbours(volumes: VolumeSummary[], volume: string): { previous: number | null; next: number | null } {
  const numbers = volumes.map((entry) => entry.volume).sort((a, b) => a - b);
  const index = numbers.indexOf(Number(volume));
  if (index < 0) return { previous: null, next: null };
  return { previous: numbers[index - 1] ?? null, next: numbers[index + 1] ?? null };
}
