// Route module of 'subscribe' (/subscribe): alerts of new articles by email for journals and topics,
// double opt-in. ?journal=…&topic=…&email=… preselect (the journal-alerts box of a journal's page
// leads here without scripts). The form posts to this address; the action stores the request through
// the API, which mails the confirmation link, and answers 303 to /subscribe?sent=1.
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import type { SubscribeAnswer } from '@oap/contracts/api/subscriptions.ts';
import type { RouteData, RouteHead } from '@oap/contracts/federation/contract.ts';
import { subscribeForm } from '@oap/contracts/forms/subscriptionForms.ts';
import { formAction, formToken } from '@oap/shared/forms/submitForm.ts';
import { readerOf } from '@oap/shared/site/userQuery.ts';
import { optional } from '../publisher/publisherQueries.ts';
import { SubscribePage } from './SubscribePage.tsx';
import { subscriptionChoices } from './subscriptionQueries.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const [choices, csrfToken, user] = await Promise.all([subscriptionChoices(context), formToken({ context }), optional(readerOf(context))]);
  // A signed-in reader's address is the one to fill in, and their profile lists the alerts they follow.
  const signedIn = user?.isLoggedIn === true;
  return {
    choices,
    csrfToken,
    sent: search.get('sent') === '1',
    signedIn,
    chosen: { journals: search.getAll('journal'), topics: search.getAll('topic'), email: (search.get('email') || (signedIn ? user?.email : '') || '').slice(0, 254) },
  };
}

export function action(args: ActionFunctionArgs) {
  return formAction<SubscribeAnswer>(args, subscribeForm, '/api/subscriptions', () => '/subscribe?sent=1');
}

export function head({ sent }: RouteData<typeof loader>): RouteHead {
  return {
    title: sent ? 'Check your inbox' : 'Subscribe to alerts',
    description: 'New articles of the journals and topics you follow, by email. Confirm once; change or stop at any time from any alert.',
    canonical: '/subscribe',
    ...(sent ? { robots: 'noindex, follow' } : {}),
  };
}

export const Component = SubscribePage;
