// The HMAC keys of signed links in mail (messages of the editorial office, subscriptions), of
// release preview links and of OAI-PMH resumption tokens, one per purpose, derived from the session secret: the server and its
// commands (npm run alerts, the seed) derive the same key, so a link mailed by a command opens on
// the site, and on every server copy that shares SESSION_SECRET.
import { createHmac } from 'node:crypto';
import { authStateDir, resolveSessionSecret, type SecretSource } from '../secrets/authState.ts';

export type LinkPurpose = 'reader-messages' | 'subscriptions' | 'oai-resumption-tokens' | 'release-previews';

export function linkKey(sessionSecret: string, purpose: LinkPurpose): string {
  return createHmac('sha256', sessionSecret).update(`signed-links\n${purpose}`).digest('base64url');
}

/** The key of `purpose` for this configuration (SESSION_SECRET, or the one kept beside the database). */
export function linkKeyOf(config: SecretSource, purpose: LinkPurpose): string {
  return linkKey(resolveSessionSecret(config.sessionSecret, authStateDir(config.databasePath)), purpose);
}
