// Route module of /authors/step/order-review: the last step of every order. It reads the order from
// the address (the earlier steps' GET forms), shows it with its price, and its form sends the order
// with the author's details through the forms API (stored with a reference, confirmed by mail, read
// by the editorial office): 303 to ?sent=<reference>.
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import type { FormReceipt } from '@oap/contracts/api/forms.ts';
import type { RouteData, RouteHead } from '@oap/contracts/federation/contract.ts';
import { authorServiceOrderForm } from '@oap/contracts/forms/authorServiceOrderForm.ts';
import { referenceFrom } from '@oap/shared/forms/reference.ts';
import { formAction, formToken } from '@oap/shared/forms/submitForm.ts';
import { readOrder } from './orderChoice.ts';
import { OrderReviewPage } from './OrderReviewPage.tsx';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const sent = referenceFrom(search.get('sent'));
  const reading = readOrder(search);
  // A token only where the form is shown: the page is then this reader's own (never cached).
  const csrfToken = !sent && reading.ok ? await formToken({ context }) : '';
  return { sent, reading, csrfToken };
}

export function action(args: ActionFunctionArgs) {
  return formAction<FormReceipt>(args, authorServiceOrderForm, `/api/forms/${authorServiceOrderForm.id}`, (receipt) => `/authors/step/order-review?sent=${encodeURIComponent(receipt.reference)}`);
}

export function head({ sent }: RouteData<typeof loader>): RouteHead {
  return {
    title: sent ? 'Thank you for your order' : 'Review your order',
    description: 'Check your author service order and its price, add your details and send it.',
    canonical: '/authors/step/order-review',
    robots: 'noindex, follow',
  };
}

export const Component = OrderReviewPage;
