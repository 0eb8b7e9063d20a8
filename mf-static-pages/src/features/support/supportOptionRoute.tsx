// Route module of 'support-option' (/support/{option}; spec 2.1: the option used is feedback). The
// page's form posts to its own address: its action stores the feedback through the forms API and
// answers 303 to this page with ?sent=<reference> (or the form again with the problems).
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import type { FormReceipt } from '@oap/contracts/api/forms.ts';
import type { RouteData, RouteHead } from '@oap/contracts/federation/contract.ts';
import { feedbackForm } from '@oap/contracts/forms/feedbackForm.ts';
import { formAction, formToken } from '@oap/shared/forms/submitForm.ts';
import { referenceFrom } from '@oap/shared/forms/reference.ts';
import { notFound } from '@oap/shared/routing/notFound.ts';
import { FeedbackPage } from './FeedbackPage.tsx';

/** The options of /support/{option} (spec 2.1: "The option feedback is used"). */
export const supportOptions: readonly string[] = ['feedback'];

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  if (!supportOptions.includes(params['option'] ?? '')) notFound(new URL(request.url).pathname);
  const url = new URL(request.url);
  return {
    csrfToken: await formToken({ context }),
    /** The reference of the feedback just stored (the confirmation), or null. */
    sent: referenceFrom(url.searchParams.get('sent')),
    /** The page the reader came from (the widget's link without scripts names it). */
    about: (url.searchParams.get('about') ?? '').slice(0, 2000),
  };
}

export function action(args: ActionFunctionArgs) {
  return formAction<FormReceipt>(args, feedbackForm, '/api/forms/feedback', (receipt) => `/support/feedback?sent=${encodeURIComponent(receipt.reference)}`);
}

export function head({ sent }: RouteData<typeof loader>): RouteHead {
  return {
    title: sent ? 'Thank you for your feedback' : 'Send us feedback',
    description: 'Tell the publisher what works and what does not: the website, an article or journal, or submitting and reviewing.',
    canonical: '/support/feedback',
    // The confirmation is one reader's: nothing to index.
    ...(sent ? { robots: 'noindex, follow' } : {}),
  };
}

export const Component = FeedbackPage;
