// The HMAC key of subscription links outside the server (the alerts and seed commands): the same key
// as the server's (security/linkKeys.ts), so a link mailed by the command opens on the site.
import type { ServerConfig } from '../config.ts';
import { linkKeyOf } from '../security/linkKeys.ts';

export function subscriptionLinkSecretOf(config: Pick<ServerConfig, 'sessionSecret' | 'databasePath'>): string {
  return linkKeyOf(config, 'subscriptions');
}
