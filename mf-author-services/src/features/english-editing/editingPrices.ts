// English editing prices and turnaround by word count, as published on /authors/english
// (server/content/authors-english.md, "Prices" and "Turnaround"; editingPrices.test.ts keeps them in step).

export interface PriceBand {
  /** Inclusive word range of the band. */
  minWords: number;
  maxWords: number;
  standardChf: number;
  expressChf: number;
}

export interface TurnaroundBand {
  maxWords: number;
  standardDays: number;
  expressDays: number;
}

export const priceBands: readonly PriceBand[] = [
  { minWords: 1, maxWords: 2000, standardChf: 180, expressChf: 270 },
  { minWords: 2001, maxWords: 4000, standardChf: 320, expressChf: 480 },
  { minWords: 4001, maxWords: 6000, standardChf: 450, expressChf: 675 },
  { minWords: 6001, maxWords: 8000, standardChf: 580, expressChf: 870 },
  { minWords: 8001, maxWords: 12000, standardChf: 800, expressChf: 1200 },
];

export const turnaroundBands: readonly TurnaroundBand[] = [
  { maxWords: 4000, standardDays: 5, expressDays: 2 },
  { maxWords: 8000, standardDays: 6, expressDays: 3 },
  { maxWords: 12000, standardDays: 8, expressDays: 4 },
];

/** Above this a manuscript is quoted individually ("Over 12,000 words: Quote on request"). */
export const largestPricedWordCount = 12000;

export type EditingEstimate =
  | { kind: 'priced'; words: number; band: PriceBand; turnaround: TurnaroundBand }
  | { kind: 'quote'; words: number };

export function estimateEditing(words: number): EditingEstimate | null {
  if (!Number.isInteger(words) || words < 1) return null;
  const band = priceBands.find((candidate) => words <= candidate.maxWords);
  const turnaround = turnaroundBands.find((candidate) => words <= candidate.maxWords);
  if (!band || !turnaround) return { kind: 'quote', words };
  return { kind: 'priced', words, band, turnaround };
}
