// Who counts as a reader of an article (COUNTER release 5): robots and tools do not, and a reader is a
// hash of the client address.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { clientOf } from '../../platform/limits/rateLimiter.ts';

/**
 * Robots and tools are not usage: isbot's patterns (a superset of the COUNTER robots list's common
 * ones, kept up to date by its maintainers). A request without a user agent is not counted either.
 */
export function isRobot(userAgent: string | undefined): boolean {
  return !userAgent || isbot(userAgent);
}

/**
 * The COUNTER "user" for a site without accounts in the request: a hash of the client address (nothing
 * personal is stored), an IPv6 one by its /64 as the rate limits count it. The user agent is
 * deliberately left out: a script could otherwise add a view per invented browser.
 */
export function readerOf(request: FastifyRequest): string {
  return createHash('sha256').update(`counter\n${clientOf(request)}`).digest('base64url').slice(0, 22);
}

