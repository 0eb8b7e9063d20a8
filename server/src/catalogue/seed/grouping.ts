// Which special issue or topic an article may join: one whose keywords name the article's own topic.
// A generated article's topic is its first keyword (articleText.ts); a real article's is the first topic
// of its journal's subjects that its title, keywords and abstract name (every word of it), or none, in
// which case it joins no special issue or topic: a North Sea sediment paper is never listed under stem cells.
import type { SubjectSlug } from '@oap/contracts/api/journals.ts';
import type { GeneratedJournal } from './catalogue.ts';
import { lowerFirst } from './english.ts';
import { vocabulary } from './vocabulary.ts';

interface ArticleText {
  title: string;
  keywords: readonly string[];
  abstractText: string;
}

const wordsOf = (phrase: string) => phrase.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3);

/** The vocabulary topic an article is about (lower-cased as keywords are), or undefined. */
export function articleTopic(article: ArticleText, journal: GeneratedJournal, generated: boolean): string | undefined {
  if (generated) return article.keywords[0];
  const text = new Set(wordsOf(`${article.title} ${article.keywords.join(' ')} ${article.abstractText}`));
  for (const subject of journal.subjects as SubjectSlug[]) {
    const found = vocabulary[subject].topics.find((topic) => wordsOf(topic).every((word) => text.has(word)));
    if (found) return lowerFirst(found);
  }
  return undefined;
}

/** Whether a group with these keywords is about the topic. */
export const groupIsAbout = (keywords: readonly string[], topic: string): boolean => keywords.some((keyword) => keyword.toLowerCase() === topic.toLowerCase());
