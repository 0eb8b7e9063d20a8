// Who may make a preview link of a remote (issue 22), as the release API decides for its other
// changes: a release token whose scope is that remote (or all), sent as "Authorization: Bearer …" by a
// team's CI or the command line; or a signed-in account with the `release-manager` role on a verified
// address, whose request must carry the site's CSRF token (it comes from a page). 401 without either,
// 403 with the wrong one.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RemoteName } from '@oap/contracts/federation/contract.ts';
import { errorMessageFor } from '@oap/contracts/errors/errorMessages.ts';
import { httpError } from '../../errors/errorHandler.ts';
import type { SessionClaims } from '../../auth/sessions.ts';
import type { RoleStore } from '../../editorial/roleStore.ts';
import type { ReleaseRegistry } from '../registry.ts';

export type ReleaseAuthorizer = (request: FastifyRequest, reply: FastifyReply, app: RemoteName) => Promise<string>;

export function releaseAuthorizer(options: { registry: ReleaseRegistry; roles: RoleStore; readSession: (request: FastifyRequest) => SessionClaims | null }): ReleaseAuthorizer {
  return async (request, reply, app) => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (bearer) {
      const token = options.registry.verifyToken(bearer);
      if (!token) throw httpError(401, 'This release token is not valid: it may have been revoked. Ask for a new one.');
      if (token.scope !== 'all' && token.scope !== app) throw httpError(403, `The release token ${token.name} is for ${token.scope}, not ${app}.`);
      return `token ${token.name}`;
    }
    const session = options.readSession(request);
    if (!session) throw httpError(401, errorMessageFor(401));
    if (!session.email || session.emailVerified !== true || !options.roles.has(session.email, 'release-manager')) throw httpError(403, errorMessageFor(403));
    await new Promise<void>((resolve, reject) => request.server.csrfProtection(request, reply, (error?: Error) => (error ? reject(error) : resolve())));
    return `account ${session.email}`;
  };
}
