// Route module of 'issn-volume-issue-identifier-reprints': the reprint order form (quantity, format,
// shipping address). It posts to its own address; the action stores the order through the forms API
// (the write path: stored with its confirmation mail in one transaction) and answers 303 to this page
// with ?sent=<reference>, or the form again with the problems.
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import type { FormReceipt } from '@oap/contracts/api/forms.ts';
import type { RouteData, RouteHead } from '@oap/contracts/federation/contract.ts';
import { reprintOrderForm } from '@oap/contracts/forms/reprintOrder.ts';
import { formAction, formToken } from '@oap/shared/forms/submitForm.ts';
import { referenceFrom } from '@oap/shared/forms/reference.ts';
import { ReprintsPage } from './ReprintsPage.tsx';
import { articleSubpageLoader } from './subpageLoader.ts';

export async function loader(args: LoaderFunctionArgs) {
  const article = await articleSubpageLoader(args);
  return {
    article,
    csrfToken: await formToken({ context: args.context }),
    /** The reference of the order just stored (the confirmation), or null. */
    sent: referenceFrom(new URL(args.request.url).searchParams.get('sent')),
  };
}

export function action(args: ActionFunctionArgs) {
  const page = new URL(args.request.url).pathname;
  return formAction<FormReceipt>(args, reprintOrderForm, `/api/forms/${reprintOrderForm.id}`, (receipt) => `${page}?sent=${encodeURIComponent(receipt.reference)}`);
}

export function head({ article, sent }: RouteData<typeof loader>): RouteHead {
  return {
    title: sent ? 'Reprint order received' : `Order reprints: ${article.title}`,
    description: `Order printed reprints of “${article.title}” (${article.journal.name}).`,
    canonical: `${article.path}/reprints`,
    ...(sent ? { robots: 'noindex, follow' } : {}),
  };
}

export const Component = ReprintsPage;
