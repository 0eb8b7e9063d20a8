// Route module of /authors/step/word-count (route name "authors-step-word-count"): the first step of
// an editing order, the same estimator as on /authors/english.
import type { RouteHead } from '@oap/contracts/federation/contract.ts';
import { WordCountStepPage } from './WordCountStepPage.tsx';

export function head(): RouteHead {
  return {
    title: 'Word count and price',
    description: 'Count the words of your manuscript and see the price of English language editing.',
    canonical: '/authors/step/word-count',
    openGraph: { type: 'website' },
  };
}

export const Component = WordCountStepPage;

/** The estimator's form, posted without scripts: the page comes back with the price. */
export { estimateAction as action } from './estimateAction.ts';
