// Who may make a preview link of a remote: whoever the release API lets change it
// (service/releaseAuth.ts): a release token scoped to the remote or to all, or a signed-in release
// manager, whose request must then carry the site's CSRF token too, as for the API's other changes.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RemoteName } from '@oap/contracts/federation/contract.ts';
import { requireCsrfToken } from '../../../platform/security/csrf.ts';
import { releaseCaller, type ReleaseAuthOptions } from '../service/releaseAuth.ts';

/** Resolves with the actor the audit names, or throws a 401/403 with a sentence. */
export type ReleaseAuthorizer = (request: FastifyRequest, reply: FastifyReply, app: RemoteName) => Promise<string>;

export function releaseAuthorizer(options: ReleaseAuthOptions): ReleaseAuthorizer {
  return async (request, reply, app) => {
    const caller = await releaseCaller(options, request, app);
    if (caller.viaSession) await new Promise<void>((resolve, reject) => requireCsrfToken(request, reply, (error?: Error) => (error ? reject(error) : resolve())));
    return caller.actor;
  };
}
