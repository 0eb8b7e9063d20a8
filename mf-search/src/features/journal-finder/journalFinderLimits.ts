// The journal finder's address and the longest text each of its fields takes, for its route module and its page.
export const journalFinderPath = '/about/journalfinder';

/** What one manuscript may be (the address carries it: a URL stays well under the server's limit). */
export const FINDER_LIMITS = { title: 300, abstract: 4000, keywords: 300 } as const;
