// Spec 7.5's latest-build file, GET /api/releases/latest: the current build of the shell and of each
// remote, which the shell polls hourly (shared/src/releases/buildVersionPoller.ts) to learn of a new
// deployment. A few hundred bytes with an ETag, so an unchanged poll is a 304 with no body; the
// full release manifest stays the page's own business.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReleaseManifest } from '@oap/contracts/federation/contract.ts';
import { latestBuildsOf } from '@oap/shared/releases/buildVersionPoller.ts';
import { applyOverrides } from '../../../platform/dev/devOverrides.ts';
import { notModified } from '../../../platform/http/notModified.ts';

export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
}

/** The reader has builds of their own: a canary bucket or a preview. */
function ownChoice(request: FastifyRequest): boolean {
  const choice = request.releaseChoice;
  return Boolean(choice && (choice.canaryBucket !== undefined || choice.preview));
}

/** Answers the latest-build file for `published` (a developer's overrides applied, as the page's manifest has them). */
export function sendLatestBuilds(request: FastifyRequest, reply: FastifyReply, published: ReleaseManifest) {
  const manifest = request.devOverrides ? applyOverrides(published, request.devOverrides) : published;
  const body = JSON.stringify(latestBuildsOf(manifest));
  const etag = etagOf(body);
  void reply
    // A canary or preview reader's answer is theirs alone (it follows their cookie).
    .header('cache-control', request.devOverrides ? 'private, no-store' : ownChoice(request) ? 'private, no-cache' : 'no-cache')
    .header('etag', etag)
    .type('application/json; charset=utf-8');
  if (notModified(request, etag)) return reply.code(304).send();
  return reply.send(body);
}
