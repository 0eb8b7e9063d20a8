// Route module of 'unsub-managesubscriptions' (/unsub/managesubscriptions?email=…&key=…): the reader's
// journals and topics, from the signed link at the end of every alert. The key is an HMAC of the
// address, so the page shows and changes only that address's subscriptions; a wrong key is a clear
// page with the API's 403. The form posts here; the action saves the whole choice (or none) and
// answers 303 to this address with &saved=1. Without a link (no address, no key) the page asks for an
// address and has a fresh link mailed to it (POST /api/subscriptions/manage-link), then says the same
// thing whether or not that address subscribes (?sent=1).
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { apiGet } from '@oap/shared/api/client.ts';
import type { ManageLinkAnswer, SubscriptionState } from '@oap/contracts/api/subscriptions.ts';
import type { RouteData, RouteHead } from '@oap/contracts/federation/contract.ts';
import { manageLinkForm, manageSubscriptionsForm } from '@oap/contracts/forms/subscriptionForms.ts';
import { formToken, submitFormData } from '@oap/shared/forms/submitForm.ts';
import { ManagePage } from './ManagePage.tsx';
import { isLinkProblem, orLinkProblem } from './subscriptionProblem.ts';
import { addressFromLink, subscriptionChoices } from './subscriptionQueries.ts';
import { manageNotices } from './manageNotices.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  // No link at all: the reader lost it, and may ask for a new one.
  if (!search.has('email') && !search.has('key')) return { askForLink: true as const, csrfToken: await formToken({ context }), sent: search.get('sent') === '1' };
  const email = addressFromLink(search.get('email') ?? undefined);
  const key = search.get('key') ?? '';
  if (!email || !key) return data({ problem: 'This link is not complete. Use the link at the end of your most recent alert, or ask for a new one below.' }, { status: 404 });
  const state = await orLinkProblem(apiGet<SubscriptionState>(`/api/subscriptions/manage?email=${encodeURIComponent(email)}&key=${encodeURIComponent(key)}`, { context }));
  if (isLinkProblem(state)) return state;
  const [choices, csrfToken] = await Promise.all([subscriptionChoices(context), formToken({ context })]);
  return { state, key, choices, csrfToken, notice: noticeOf(search) };
}

function noticeOf(search: URLSearchParams): keyof typeof manageNotices | null {
  const notice = search.get('notice') ?? (search.has('saved') ? 'saved' : null);
  return notice !== null && notice in manageNotices ? (notice as keyof typeof manageNotices) : null;
}

/** Where the reader lands after asking for a link: the same page, whoever the address belongs to. */
export const manageLinkSentPath = '/unsub/managesubscriptions?sent=1';

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  if (form.get('intent') === 'send-link') {
    form.delete('intent');
    const asked = await submitFormData<ManageLinkAnswer>(manageLinkForm, form, '/api/subscriptions/manage-link', { context });
    if (!asked.ok) return data(asked.rejection, { status: asked.status });
    return redirect(manageLinkSentPath, 303);
  }
  // "Unsubscribe from everything" sends the same form with nothing chosen.
  if (form.get('intent') === 'unsubscribe-all') {
    form.delete('journals');
    form.delete('topics');
  }
  form.delete('intent');
  const outcome = await submitFormData<SubscriptionState>(manageSubscriptionsForm, form, '/api/subscriptions/manage', { context });
  if (!outcome.ok) return data(outcome.rejection, { status: outcome.status });
  const url = new URL(request.url);
  url.searchParams.delete('saved');
  url.searchParams.set('notice', 'saved');
  return redirect(`${url.pathname}${url.search}`, 303);
}

export function head(answer: RouteData<typeof loader>): RouteHead {
  const asking = typeof answer === 'object' && answer !== null && 'askForLink' in answer;
  return { title: asking ? 'A link to your alerts' : 'Your subscriptions', robots: 'noindex, nofollow' };
}

export const Component = ManagePage;
