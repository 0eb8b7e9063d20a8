// An order as the steps carry it in the address (?service=…&words=…): read back and checked on the
// order review, where a missing or impossible choice sends the reader back to the step that makes it.
import { authorServices, editingSpeeds, formattingKinds, orderLimits, spellings, type EditingSpeed, type FormattingKind } from '@oap/contracts/forms/authorServiceOrderForm.ts';

export type OrderChoice =
  | { service: 'english-editing'; words: number; speed: EditingSpeed; spelling: 'british' | 'american' }
  | { service: 'figure-editing'; figures: number }
  | { service: 'academic-formatting'; formatting: FormattingKind; pages: number; references: number };

export type OrderReading = { ok: true; order: OrderChoice } | { ok: false; problem: string; step: string };

const whole = (value: string | null, max: number): number | null => {
  if (value === null || !/^\d{1,7}$/.test(value.trim())) return null;
  const number = Number(value);
  return number >= 1 && number <= max ? number : null;
};

const oneOf = <Value extends string>(value: string | null, options: readonly { value: Value }[]): Value | null => options.find((option) => option.value === value)?.value ?? null;

export function readOrder(search: URLSearchParams): OrderReading {
  const service = oneOf(search.get('service'), authorServices);
  if (service === 'english-editing') {
    const words = whole(search.get('words'), orderLimits.words);
    const speed = oneOf(search.get('speed'), editingSpeeds);
    if (words === null) return { ok: false, problem: 'Count the words of your manuscript first.', step: '/authors/step/word-count' };
    if (speed === null) return { ok: false, problem: 'Choose standard or express delivery first.', step: `/authors/step/editing-service?words=${words}` };
    return { ok: true, order: { service, words, speed, spelling: oneOf(search.get('spelling'), spellings) ?? 'british' } };
  }
  if (service === 'figure-editing') {
    const figures = whole(search.get('figures'), orderLimits.figures);
    if (figures === null) return { ok: false, problem: 'Tell us how many figures you have first.', step: '/authors/step/figure-editing' };
    return { ok: true, order: { service, figures } };
  }
  if (service === 'academic-formatting') {
    const formatting = oneOf(search.get('formatting'), formattingKinds);
    const pages = whole(search.get('pages'), orderLimits.pages);
    const references = whole(search.get('references'), orderLimits.references);
    if (formatting === null) return { ok: false, problem: 'Choose the formatting you need first.', step: '/authors/step/academic-formatting' };
    if (formatting === 'references' && references === null) return { ok: false, problem: 'Tell us how many references your manuscript has first.', step: '/authors/step/academic-formatting?formatting=references' };
    if (formatting !== 'references' && pages === null) return { ok: false, problem: 'Tell us how many pages your manuscript has first.', step: `/authors/step/academic-formatting?formatting=${formatting}` };
    return { ok: true, order: { service, formatting, pages: pages ?? 0, references: references ?? 0 } };
  }
  return { ok: false, problem: 'Choose a service first.', step: '/authors/english' };
}

/** The order's fields as the order form sends them (hidden fields of the review), and as the address carries them. */
export function orderFields(order: OrderChoice): Record<string, string> {
  switch (order.service) {
    case 'english-editing':
      return { service: order.service, words: String(order.words), speed: order.speed, spelling: order.spelling };
    case 'figure-editing':
      return { service: order.service, figures: String(order.figures) };
    case 'academic-formatting':
      return {
        service: order.service,
        formatting: order.formatting,
        ...(order.formatting === 'references' ? { references: String(order.references) } : { pages: String(order.pages) }),
        ...(order.formatting === 'journal-template' && order.references > 0 ? { references: String(order.references) } : {}),
      };
  }
}

export const reviewHref = (order: OrderChoice) => `/authors/step/order-review?${new URLSearchParams(orderFields(order)).toString()}`;
