// Route module of 'subscribe-verify-hash' (/subscribe/verify/{hash}): the link of the confirmation mail.
// Opening it only asks: mail scanners open every link, and a GET that confirmed would let anyone
// subscribe an address whose scanner then confirms it. Its button posts to this page; the action
// confirms that request (the hash is signed and expires, so it needs no token) and answers 303 to the
// reader's manage page, which shows what they now receive. A link that does not work says why, with
// the API's 4xx.
import { redirect, type ActionFunctionArgs } from 'react-router';
import { apiPost } from '@oap/shared/api/client.ts';
import type { SubscriptionState } from '@oap/contracts/api/subscriptions.ts';
import type { RouteHead } from '@oap/contracts/federation/contract.ts';
import { VerifyPage } from './VerifyPage.tsx';
import { isLinkProblem, orLinkProblem } from './subscriptionProblem.ts';

export async function action({ params, context }: ActionFunctionArgs) {
  const state = await orLinkProblem(apiPost<SubscriptionState>('/api/subscriptions/verify', { hash: params['hash'] ?? '' }, { context }));
  if (isLinkProblem(state)) return state;
  return redirect(`${state.managePath}&notice=confirmed`, 303);
}

export function head(): RouteHead {
  return { title: 'Confirm your subscription', robots: 'noindex, nofollow' };
}

export const Component = VerifyPage;
