// The steps must quote what the service pages say: the prices written in server/content's Markdown.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { figurePrice, journalFormattingPrice, latexPrices, priceOf, referencePrice } from './servicePrices.ts';

const page = (slug: string) => readFileSync(join(__dirname, `../../../../server/content/${slug}.md`), 'utf8').replace(/\s+/g, ' ');

test('figure formatting, academic formatting, LaTeX and reference prices are those the pages publish', () => {
  expect(page('authors-english-figures-formatting')).toContain(
    `Figure formatting costs ${figurePrice.perFigureChf} CHF per figure, with a minimum of ${figurePrice.minimumChf} CHF per order.`,
  );
  expect(page('authors-english-figures-formatting')).toContain(`Delivery takes ${['zero', 'one', 'two', 'three'][figurePrice.days]} working days.`);
  expect(page('authors-layout')).toContain(
    `Academic formatting costs ${journalFormattingPrice.baseChf} CHF for manuscripts of up to ${journalFormattingPrice.includedPages} pages and ${journalFormattingPrice.perExtraPageChf} CHF for each additional page.`,
  );
  expect(page('authors-latex')).toContain(
    `${latexPrices['latex-template'].perPageChf} CHF per page for template formatting and ${latexPrices['word-to-latex'].perPageChf} CHF per page for conversion between Word and LaTeX, with a minimum of ${latexPrices['latex-template'].minimumChf} CHF.`,
  );
  expect(page('authors-latex')).toContain(`Delivery takes five working days.`);
  expect(page('authors-references')).toContain(`Reference checking costs ${(referencePrice.perReferenceCentimes / 100).toFixed(2)} CHF per reference, with a minimum of ${referencePrice.minimumChf} CHF.`);
});

test('an order’s price follows its choices, minimums included', () => {
  expect(priceOf({ service: 'english-editing', words: 3000, speed: 'standard', spelling: 'british' })).toEqual({ kind: 'priced', chf: 320, days: 5 });
  expect(priceOf({ service: 'english-editing', words: 3000, speed: 'express', spelling: 'american' })).toEqual({ kind: 'priced', chf: 480, days: 2 });
  expect(priceOf({ service: 'english-editing', words: 20000, speed: 'standard', spelling: 'british' })).toEqual({ kind: 'quote' });
  expect(priceOf({ service: 'figure-editing', figures: 2 })).toEqual({ kind: 'priced', chf: 90, days: 3 });
  expect(priceOf({ service: 'figure-editing', figures: 7 })).toEqual({ kind: 'priced', chf: 210, days: 3 });
  expect(priceOf({ service: 'academic-formatting', formatting: 'journal-template', pages: 20, references: 0 })).toEqual({ kind: 'priced', chf: 150, days: 3 });
  expect(priceOf({ service: 'academic-formatting', formatting: 'journal-template', pages: 31, references: 0 })).toEqual({ kind: 'priced', chf: 180, days: 3 });
  expect(priceOf({ service: 'academic-formatting', formatting: 'word-to-latex', pages: 30, references: 0 })).toEqual({ kind: 'priced', chf: 450, days: 5 });
  expect(priceOf({ service: 'academic-formatting', formatting: 'latex-template', pages: 5, references: 0 })).toEqual({ kind: 'priced', chf: 150, days: 5 });
  expect(priceOf({ service: 'academic-formatting', formatting: 'references', pages: 0, references: 55 })).toEqual({ kind: 'priced', chf: 83, days: 3 });
  expect(priceOf({ service: 'academic-formatting', formatting: 'references', pages: 0, references: 10 })).toEqual({ kind: 'priced', chf: 60, days: 3 });
});
