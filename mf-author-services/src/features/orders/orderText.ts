// An order and its price in words, for the steps and the review.
import { formattingKinds } from '@oap/contracts/forms/authorServiceOrderForm.ts';
import { formatCount, formatMoney } from '@oap/contracts/site/textFormat.ts';
import type { OrderChoice } from './orderChoice.ts';
import type { OrderPrice } from './servicePrices.ts';

export const chf = (amount: number) => formatMoney(amount, 'CHF');

export function priceText(price: OrderPrice): string {
  return price.kind === 'quote' ? 'Quote on request: we reply within one working day' : `${chf(price.chf)}, ready in ${price.days} working days`;
}

/** The order's lines: what, how much, how. */
export function orderLines(order: OrderChoice): { term: string; detail: string }[] {
  switch (order.service) {
    case 'english-editing':
      return [
        { term: 'Service', detail: 'English language editing' },
        { term: 'Words', detail: formatCount(order.words) },
        { term: 'Delivery', detail: order.speed === 'express' ? 'Express' : 'Standard' },
        { term: 'Spelling', detail: order.spelling === 'american' ? 'American English' : 'British English' },
      ];
    case 'figure-editing':
      return [
        { term: 'Service', detail: 'Figure formatting' },
        { term: 'Figures', detail: formatCount(order.figures) },
      ];
    case 'academic-formatting':
      return [
        { term: 'Service', detail: 'Academic formatting' },
        { term: 'Formatting', detail: formattingKinds.find((kind) => kind.value === order.formatting)?.label ?? order.formatting },
        ...(order.formatting === 'references' ? [{ term: 'References', detail: formatCount(order.references) }] : [{ term: 'Pages', detail: formatCount(order.pages) }]),
      ];
  }
}
