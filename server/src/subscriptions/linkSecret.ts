// The HMAC key of subscription links outside the server (the alerts and seed commands): the same
// derivation as app.ts's linkKey('subscriptions'), so a link mailed by the command opens on the site.
import { createHmac } from 'node:crypto';
import type { ServerConfig } from '../config.ts';
import { authStateDir, resolveSessionSecret } from '../auth/authState.ts';

export function subscriptionLinkSecret(sessionSecret: string): string {
  return createHmac('sha256', sessionSecret).update('signed-links\nsubscriptions').digest('base64url');
}

export function subscriptionLinkSecretOf(config: Pick<ServerConfig, 'sessionSecret' | 'databasePath'>): string {
  return subscriptionLinkSecret(resolveSessionSecret(config.sessionSecret, authStateDir(config.databasePath)));
}
