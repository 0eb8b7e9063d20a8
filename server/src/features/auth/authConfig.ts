// The sign-in settings of the server (README, Configuration): where the site is reachable, the
// session signing secret, and the OpenID provider to use (external when OIDC_ISSUER is set).
import { defaultSubmissionUrl } from '@oap/shared/site/submission.ts';

export interface ExternalOidcProvider {
  issuer: string;
  clientId: string;
  /** Absent for a public client (PKCE only). */
  clientSecret?: string;
}

export interface AuthConfig {
  /** The site's own origin as readers reach it; redirect URIs and the embedded issuer derive from it. */
  publicUrl: string;
  /** SESSION_SECRET. When unset one is generated once and kept under var/ (see sessionSecret.ts). */
  sessionSecret?: string;
  /** OIDC_ISSUER and friends; undefined means the embedded provider under /oidc. */
  oidc?: ExternalOidcProvider;
  /** Where Profile leads: the submission system (spec 9.5). */
  submissionUrl: string;
}

function absoluteUrl(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, not "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL, not "${value}".`);
  return url;
}

export function readAuthConfig(env: NodeJS.ProcessEnv, port: number): AuthConfig {
  const publicUrl = absoluteUrl('PUBLIC_URL', env.PUBLIC_URL || `http://localhost:${port}`);
  if (publicUrl.pathname !== '/' || publicUrl.search || publicUrl.hash) {
    throw new Error(`PUBLIC_URL must be an origin without a path, such as https://publisher.example, not "${env.PUBLIC_URL}".`);
  }
  const sessionSecret = env.SESSION_SECRET || undefined;
  if (sessionSecret !== undefined && sessionSecret.length < 32) {
    throw new Error('SESSION_SECRET must be at least 32 characters long (for example: openssl rand -base64 48).');
  }
  let oidc: ExternalOidcProvider | undefined;
  if (env.OIDC_ISSUER) {
    // Kept exactly as given: discovery checks it against the provider's own issuer string.
    const issuer = env.OIDC_ISSUER;
    absoluteUrl('OIDC_ISSUER', issuer);
    if (!env.OIDC_CLIENT_ID) throw new Error('OIDC_CLIENT_ID must be set when OIDC_ISSUER is set.');
    oidc = { issuer, clientId: env.OIDC_CLIENT_ID, ...(env.OIDC_CLIENT_SECRET ? { clientSecret: env.OIDC_CLIENT_SECRET } : {}) };
  } else if (env.OIDC_CLIENT_ID || env.OIDC_CLIENT_SECRET) {
    throw new Error('OIDC_CLIENT_ID and OIDC_CLIENT_SECRET need OIDC_ISSUER as well.');
  }
  const submissionUrl = absoluteUrl('SUBMISSION_URL', env.SUBMISSION_URL || defaultSubmissionUrl).href;
  return { publicUrl: publicUrl.origin, sessionSecret, oidc, submissionUrl };
}
