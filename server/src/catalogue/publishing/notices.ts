// Corrections, retractions and expressions of concern: a notice is an article of its own that names
// the article it is about by DOI (JATS related-article). The original then shows the notice at the top
// of its page and in every list entry, kept on its row (articles.notice) as the JSON below.
import type { ArticleNotice as ShownArticleNotice } from '@oap/contracts/api/articles.ts';
import type { NoticeKind } from '../jats/publishingMeta.ts';

export type { NoticeKind } from '../jats/publishingMeta.ts';

export interface ArticleNotice {
  kind: NoticeKind;
  originalDoi: string;
}

/** What the original shows: which notice, when it was published, and where to read it. */
export interface ShownNotice {
  kind: NoticeKind;
  date: string;
  doi: string;
  path: string;
}

/** The sentence the original shows, in the words readers know from other publishers. */
export const NOTICE_HEADLINES: Readonly<Record<NoticeKind, string>> = {
  retraction: 'This article has been retracted',
  correction: 'This article has been corrected',
  'expression-of-concern': 'An expression of concern has been published about this article',
};

/** Which of two notices the original shows: a retraction outweighs a concern, which outweighs a correction; else the newer. */
const WEIGHT: Readonly<Record<NoticeKind, number>> = { retraction: 3, 'expression-of-concern': 2, correction: 1 };

export function strongerNotice(current: ShownNotice | null, candidate: ShownNotice): ShownNotice {
  if (!current) return candidate;
  const byWeight = WEIGHT[candidate.kind] - WEIGHT[current.kind];
  if (byWeight !== 0) return byWeight > 0 ? candidate : current;
  return candidate.date >= current.date ? candidate : current;
}

export function parseShownNotice(json: string | null | undefined): ShownNotice | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as ShownNotice;
  } catch {
    return null;
  }
}

/** The notice of an article row (articles.notice) as the API gives it, or null. */
export function articleNotice(json: string | null | undefined): ShownArticleNotice | null {
  const shown = parseShownNotice(json);
  return shown ? { kind: shown.kind, headline: NOTICE_HEADLINES[shown.kind], date: shown.date, path: shown.path, doi: shown.doi } : null;
}
