// The word filter of the long information lists (awards, societies): ?q= as the lists read it, and
// whether a record's text holds every word of it.

/** ?q= trimmed, at most 200 characters. */
export function filterWords(url: string): string {
  return (new URL(url).searchParams.get('q') ?? '').trim().slice(0, 200);
}

/** True when every word (case aside) is in the text; no words match everything. */
export function holdsEveryWord(text: string, words: string): boolean {
  const haystack = text.toLowerCase();
  return words
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
