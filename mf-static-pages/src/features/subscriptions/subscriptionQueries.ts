// The calls behind the subscription pages (shared contract: @oap/contracts/api/subscriptions.ts).
import { apiGet, retryServerFailureOnce, type ApiCall } from '@oap/shared/api/client.ts';
import { queryClientOf, type RouteContext } from '@oap/shared/api/requestScope.ts';
import type { SubscriptionChoices } from '@oap/contracts/api/subscriptions.ts';
import { isEmailAddress } from '@oap/contracts/forms/formLimits.ts';

/** What a reader can subscribe to: public, the same for everyone, so kept in the query cache. */
export function subscriptionChoices(context: RouteContext): Promise<SubscriptionChoices> {
  return queryClientOf(context).ensureQueryData({
    queryKey: ['subscriptions', 'choices'] as const,
    queryFn: (call: ApiCall) => apiGet<SubscriptionChoices>('/api/subscriptions/choices', call),
    retry: retryServerFailureOnce,
  });
}

/** The address in a signed link's path (base64url), or null when it is not one. */
export function addressFromLink(encoded: string | undefined): string | null {
  if (!encoded || !/^[A-Za-z0-9_-]{4,400}$/.test(encoded)) return null;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(atob(encoded.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0)));
    return isEmailAddress(text) ? text : null;
  } catch {
    return null;
  }
}
