// Journal finder profiles: the words of a journal's published articles, counted while seeding and
// written out as one text whose size does not grow with the number of articles (each word repeated
// about log2 of its count), so that bm25 over 40 profiles costs the same at 3,000 or 1,000,000 articles.

import { contentWords } from '../words.ts';

export function profileTerms(counts: Map<string, number>, text: string): void {
  for (const word of contentWords(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
}

const MAX_TERMS = 4000;

export function profileText(counts: Map<string, number>): string {
  const terms = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, MAX_TERMS);
  const parts: string[] = [];
  for (const [term, count] of terms) {
    const repeats = Math.min(12, 1 + Math.floor(Math.log2(count)));
    for (let i = 0; i < repeats; i++) parts.push(term);
  }
  return parts.join(' ');
}
