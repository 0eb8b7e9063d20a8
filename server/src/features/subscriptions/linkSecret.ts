// The HMAC key of subscription links outside the server (the alerts and seed commands): the same key
// as the server's (security/linkKeys.ts), so a link mailed by the command opens on the site.
import type { SecretSource } from '../../platform/secrets/authState.ts';
import { linkKeyOf } from '../../platform/security/linkKeys.ts';

export function subscriptionLinkSecretOf(config: SecretSource): string {
  return linkKeyOf(config, 'subscriptions');
}
