// Route module of 'subscribe-verify-hash' (/subscribe/verify/{hash}): the link of the confirmation mail.
// Opening it confirms that request (the hash is signed and expires, so it needs no form); opening it
// again shows the same. A link that does not work says why, with the API's 4xx.
import type { LoaderFunctionArgs } from 'react-router';
import { apiPost } from '@oap/shared/api/client.ts';
import type { SubscriptionState } from '@oap/contracts/api/subscriptions.ts';
import type { RouteHead } from '@oap/contracts/federation/contract.ts';
import { VerifyPage } from './VerifyPage.tsx';
import { orLinkProblem } from './subscriptionProblem.ts';

export function loader({ params }: LoaderFunctionArgs) {
  return orLinkProblem(apiPost<SubscriptionState>('/api/subscriptions/verify', { hash: params['hash'] ?? '' }));
}

export function head(): RouteHead {
  return { title: 'Your subscription', robots: 'noindex, nofollow' };
}

export const Component = VerifyPage;
