// Who may use the release API: a release token (Authorization: Bearer ..., created with
// `release token create`, scoped to one app or all), or a signed-in account whose verified address
// holds the `release-manager` role (npm run roles). Everyone else: 401 without credentials, 403
// with the wrong ones. The answer is the actor the audit log names.
import type { FastifyRequest } from 'fastify';
import type { SessionClaims } from '../../auth/sessions.ts';
import type { RoleStore } from '../../editorial/roleStore.ts';
import type { ReleaseRegistry } from '../registry.ts';
import { ReleaseError, type AppName } from '../registryState.ts';
import { tokenAllows } from '../registryTokens.ts';

export interface ReleaseCaller {
  /** "token <name>" or "account <email>", as the audit log records it. */
  actor: string;
  /** Cookie-borne callers (accounts) must also send the CSRF token on a change. */
  viaSession: boolean;
}

export interface ReleaseAuthOptions {
  registry: ReleaseRegistry;
  roles: Pick<RoleStore, 'has'> | null;
  readSession: (request: FastifyRequest) => Promise<SessionClaims | null>;
}

export const releaseManagerRole = 'release-manager';

function bearerOf(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/**
 * The caller, allowed to change `app` (or, with app null, to read the release status and audit).
 * Throws a ReleaseError (401/403) with a message a person can act on.
 */
export async function releaseCaller(options: ReleaseAuthOptions, request: FastifyRequest, app: AppName | null): Promise<ReleaseCaller> {
  const bearer = bearerOf(request);
  if (bearer === null) throw new ReleaseError(401, 'The Authorization header is not understood: send "Authorization: Bearer <release token>".');
  if (bearer !== undefined) {
    const token = await options.registry.verifyToken(bearer);
    if (!token) throw new ReleaseError(401, 'This release token is not known: it was mistyped or revoked. Ask for a new one (release token create).');
    if (app !== null && !tokenAllows(token, app)) {
      throw new ReleaseError(403, `The release token ${token.name} is for ${token.scope} only: it cannot release ${app}.`);
    }
    return { actor: `token ${token.name}`, viaSession: false };
  }
  const session = await options.readSession(request);
  if (!session) throw new ReleaseError(401, 'Sign in with a release manager account, or send a release token (Authorization: Bearer <token>).');
  if (!session.email || session.emailVerified !== true || !(await options.roles?.has(session.email, releaseManagerRole))) {
    throw new ReleaseError(403, 'Your account does not have the release-manager role, so it cannot see or change releases.');
  }
  return { actor: `account ${session.email}`, viaSession: true };
}
