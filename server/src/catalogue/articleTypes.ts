// Article types: the id stored (the JATS article-type value) and the label readers see.
export const articleTypes = [
  { id: 'research-article', label: 'Article' },
  { id: 'review-article', label: 'Review' },
  { id: 'brief-report', label: 'Communication' },
  { id: 'editorial', label: 'Editorial' },
  { id: 'article-commentary', label: 'Commentary' },
  { id: 'letter', label: 'Letter' },
  { id: 'discussion', label: 'Discussion' },
  { id: 'book-review', label: 'Book Review' },
  { id: 'correction', label: 'Correction' },
  { id: 'retraction', label: 'Retraction' },
  { id: 'expression-of-concern', label: 'Expression of Concern' },
  { id: 'other', label: 'Other' },
] as const;

const labels = new Map<string, string>(articleTypes.map((type) => [type.id, type.label]));

/** Maps a JATS article-type to one of ours (unknown values become "other"). */
export function normaliseArticleType(jatsType: string): string {
  if (labels.has(jatsType)) return jatsType;
  if (jatsType === 'commentary' || jatsType === 'commentary-article') return 'article-commentary';
  if (jatsType === 'correction' || jatsType === 'corrected-article') return 'correction';
  if (jatsType === 'retraction' || jatsType === 'retracted-article') return 'retraction';
  if (jatsType === 'reply') return 'letter';
  return 'other';
}

export const articleTypeLabel = (id: string): string => labels.get(id) ?? 'Other';
