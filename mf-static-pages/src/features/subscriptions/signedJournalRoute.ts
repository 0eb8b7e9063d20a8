// The two pages of a signed one-journal link from a mail: subscribe to that journal's table of
// contents (/subscribe_ri_email/{emailBase64}/{key}/{nameSystem}) or stop it
// (/unsub_release_email/{encodedEmail}/{key}/{nameSystem}). Opening the link changes nothing (mail
// scanners open links too): the page asks, and its one button posts to the page's action.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { apiGet, retryServerFailureOnce } from '@oap/shared/api/client.ts';
import { queryClientOf } from '@oap/shared/api/requestScope.ts';
import type { JournalSummary } from '@oap/contracts/api/journals.ts';
import type { SubscriptionState } from '@oap/contracts/api/subscriptions.ts';
import { signedJournalChangeForm } from '@oap/contracts/forms/subscriptionForms.ts';
import { formToken, submitFormData } from '@oap/shared/forms/submitForm.ts';
import { orNotFound } from '@oap/shared/routing/notFound.ts';
import { addressFromLink } from './subscriptionQueries.ts';

export type SignedChange = 'subscribe' | 'unsubscribe';

export async function signedJournalLoader({ params, request, context }: LoaderFunctionArgs, emailParam: 'emailBase64' | 'encodedEmail') {
  const email = addressFromLink(params[emailParam]);
  if (!email) return data({ problem: 'This link is not complete. Use the link in your most recent email.' }, { status: 404 });
  const slug = params['nameSystem'] ?? '';
  const journal = await orNotFound(
    request,
    queryClientOf(context).ensureQueryData({
      queryKey: ['journal', slug, 'base'] as const,
      queryFn: (call) => apiGet<JournalSummary>(`/api/journals/${encodeURIComponent(slug)}/single/base`, call),
      retry: retryServerFailureOnce,
    }),
  );
  return { email, key: params['key'] ?? '', journal: { nameSystem: journal.nameSystem, name: journal.name }, csrfToken: await formToken({ context }) };
}

/** Posts the change and answers 303 to the reader's manage page, which says it is done; or the refusal. */
export async function signedJournalAction({ request, context }: ActionFunctionArgs, change: SignedChange) {
  const path = change === 'subscribe' ? '/api/subscriptions/journal' : '/api/subscriptions/journal/unsubscribe';
  const outcome = await submitFormData<SubscriptionState>(signedJournalChangeForm, await request.formData(), path, { context });
  if (!outcome.ok) return data(outcome.rejection, { status: outcome.status });
  return redirect(`${outcome.receipt.managePath}&notice=${change === 'subscribe' ? 'subscribed' : 'unsubscribed'}`, 303);
}
