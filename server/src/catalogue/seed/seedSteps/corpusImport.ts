// The real JATS corpus as article inputs: each article placed in the generated journal whose topics
// it matches best, with its region read from the affiliations; duplicates and DOI-less files skipped.
import type { ArticlePublication } from '../../publishing/articleRows.ts';
import { articleInputOf, publicationDate } from '../../publishing/articleInput.ts';
import type { GeneratedJournal } from '../catalogue.ts';
import type { CorpusArticle } from '../corpus.ts';
import type { ParsedArticle } from '../../jats/jats.ts';
import type { ArticleInput } from '../generatedArticles.ts';
import { createRandom, hashString } from '../random.ts';

export interface RealInput {
  input: ArticleInput;
  journalIndex: number;
  publishedAt: string;
  /** Its files, version and notice, as an import writes them (the seed's "today" is its import time). */
  publication: Omit<ArticlePublication, 'importedAt'>;
}

/** How much more a word of an article's title, subjects or keywords says of its field than one of its abstract. */
const HEAD_WEIGHT = 3;

/**
 * The journal a real article goes to: the best topic match among journals founded by its publication
 * year, its title, subjects and keywords counting HEAD_WEIGHT times its abstract's words. Between
 * equal matches, the one its abstract names more: PLOS files a review of tobacco sales to minors
 * under "Economics" as broadly as its abstract says "tobacco" three times.
 */
export function placeRealArticle(item: { prepared: { parsed: Pick<ParsedArticle, 'subjects' | 'keywords' | 'journalTitle' | 'title' | 'abstractText'> } }, journals: GeneratedJournal[], year: number): number {
  const parsed = item.prepared.parsed;
  const head = [parsed.subjects.join(' '), parsed.keywords.join(' '), parsed.journalTitle, parsed.title].join(' ');
  let best = -1;
  let bestScore = 0;
  let bestInAbstract = 0;
  journals.forEach((journal, index) => {
    if (!journal.topics || journal.yearFounded > year) return;
    const pattern = new RegExp(journal.topics.source, 'gi');
    const count = (text: string) => text.match(pattern)?.length ?? 0;
    const inAbstract = count(parsed.abstractText);
    const matches = HEAD_WEIGHT * count(head) + inAbstract;
    if (matches > bestScore || (matches === bestScore && matches > 0 && inAbstract > bestInAbstract)) {
      best = index;
      bestScore = matches;
      bestInAbstract = inAbstract;
    }
  });
  if (best >= 0) return best;
  // Fall back to the oldest biology journal.
  const biology = journals
    .map((journal, index) => ({ journal, index }))
    .filter(({ journal }) => journal.subjects.includes('biology-life-sciences') && journal.yearFounded <= year)
    .sort((a, b) => a.journal.yearFounded - b.journal.yearFounded);
  return biology[0]?.index ?? 0;
}

/**
 * A keyword as the abstract writes it mid-sentence ("gene expression", "the Reproducibility Project:
 * Cancer Biology"), or null when the abstract does not use it: keyword lists are often in title
 * case, and the generated articles that borrow a keyword show it as running text would.
 */
export function asWrittenIn(abstract: string, keyword: string): string | null {
  const at = abstract.toLowerCase().indexOf(keyword.toLowerCase());
  if (at < 0) return null;
  const written = abstract.slice(at, at + keyword.length);
  // At a sentence's start the capital is the sentence's, unless the next word is capitalised too.
  const sentenceStart = at === 0 || /[.!?]\s+$/.test(abstract.slice(0, at));
  return sentenceStart && !/^\S+\s+[A-Z]/.test(written) ? written.charAt(0).toLowerCase() + written.slice(1) : written;
}

/** Whether a phrase is written as a name: two or more of its words capitalised ("Cancer Biology", not "PD-L1 expression"). */
export const isAName = (phrase: string): boolean => (phrase.match(/\b[A-Z][a-z]+/g) ?? []).length >= 2;

/** Real corpus articles as inputs, each with its journal and publication date; also the corpus keywords per subject. */
export function corpusInputs(corpus: CorpusArticle[], journals: GeneratedJournal[], seed: number, skippedFiles: string[]) {
  const inputs: RealInput[] = [];
  const keywordsBySubject = new Map<string, string[]>();
  const seenDois = new Set<string>();
  for (const item of corpus) {
    const parsed = item.prepared.parsed;
    if (!parsed.doi || !parsed.title || seenDois.has(parsed.doi)) {
      skippedFiles.push(item.file);
      continue;
    }
    seenDois.add(parsed.doi);
    const publishedAt = publicationDate(parsed) ?? '2015-06-01';
    const journalIndex = placeRealArticle(item, journals, Number(publishedAt.slice(0, 4)));
    const journal = journals[journalIndex] as GeneratedJournal;
    const subject = journal.subjects[0] as string;
    const pool = keywordsBySubject.get(subject) ?? [];
    // Only keywords the abstract itself uses: PLOS keyword lists also hold names and broad disciplines.
    // Nor a name as the abstract writes it ("Reproducibility Project: Cancer Biology"): it is that article's own.
    for (const keyword of parsed.keywords) {
      const written = asWrittenIn(parsed.abstractText, keyword);
      if (written && !isAName(written) && keyword.length >= 5 && keyword.length <= 40 && !/^(other|none|human|mouse|rat|medicine|biology|e\. coli)$/i.test(keyword) && !pool.includes(written)) {
        pool.push(written);
      }
    }
    keywordsBySubject.set(subject, pool);
    const itemRandom = createRandom(hashString(parsed.doi) ^ seed);
    const { prepared } = item;
    inputs.push({
      journalIndex,
      publishedAt,
      input: articleInputOf(parsed, prepared.xml, itemRandom.int(0, Math.max(0, journal.sections.length - 1))),
      publication: {
        version: 1, contentHash: prepared.contentHash, files: prepared.files, assets: prepared.assets, shownNotice: null, isNoticeOf: prepared.meta.notice,
      },
    });
  }
  return { inputs, keywordsBySubject };
}
