// Prices of the services other than English editing, as published on their pages
// (server/content/authors-english-figures-formatting.md, authors-layout.md, authors-latex.md and
// authors-references.md; servicePrices.test.ts keeps them in step), and the price of an order.
import type { FormattingKind } from '@oap/contracts/forms/authorServiceOrderForm.ts';
import { estimateEditing } from '../english-editing/editingPrices.ts';
import type { OrderChoice } from './orderChoice.ts';

export const figurePrice = { perFigureChf: 30, minimumChf: 90, days: 3 } as const;

/** Academic formatting to a journal's requirements: a price up to `includedPages`, then per page; reference checking included. */
export const journalFormattingPrice = { baseChf: 150, includedPages: 25, perExtraPageChf: 5, days: 3 } as const;

export const latexPrices = {
  'latex-template': { perPageChf: 10, minimumChf: 150, days: 5 },
  'word-to-latex': { perPageChf: 15, minimumChf: 150, days: 5 },
  'latex-to-word': { perPageChf: 15, minimumChf: 150, days: 5 },
} as const satisfies Partial<Record<FormattingKind, { perPageChf: number; minimumChf: number; days: number }>>;

export const referencePrice = { perReferenceCentimes: 150, minimumChf: 60, days: 3 } as const;

export type OrderPrice = { kind: 'priced'; chf: number; days: number } | { kind: 'quote' };

/** What an order costs and how many working days it takes. */
export function priceOf(order: OrderChoice): OrderPrice {
  switch (order.service) {
    case 'english-editing': {
      const estimate = estimateEditing(order.words);
      if (!estimate || estimate.kind === 'quote') return { kind: 'quote' };
      return order.speed === 'express'
        ? { kind: 'priced', chf: estimate.band.expressChf, days: estimate.turnaround.expressDays }
        : { kind: 'priced', chf: estimate.band.standardChf, days: estimate.turnaround.standardDays };
    }
    case 'figure-editing':
      return { kind: 'priced', chf: Math.max(figurePrice.minimumChf, order.figures * figurePrice.perFigureChf), days: figurePrice.days };
    case 'academic-formatting': {
      if (order.formatting === 'references') {
        return { kind: 'priced', chf: Math.max(referencePrice.minimumChf, Math.ceil((order.references * referencePrice.perReferenceCentimes) / 100)), days: referencePrice.days };
      }
      if (order.formatting === 'journal-template') {
        const extra = Math.max(0, order.pages - journalFormattingPrice.includedPages);
        return { kind: 'priced', chf: journalFormattingPrice.baseChf + extra * journalFormattingPrice.perExtraPageChf, days: journalFormattingPrice.days };
      }
      const latex = latexPrices[order.formatting];
      return { kind: 'priced', chf: Math.max(latex.minimumChf, order.pages * latex.perPageChf), days: latex.days };
    }
  }
}
