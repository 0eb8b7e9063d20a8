// POST /api/releases/health: readers' browsers report how each remote route rendered,
// {reports: [{app, build, ok}, …]}, batched by the shell (shared/src/releases/healthReport.ts) and
// usually sent as a beacon (text/plain, so it needs no preflight). Answered 204 and counted
// (renderHealth.ts); reports of builds the registry does not hold are dropped.
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { remoteNames, type RemoteName } from '@oap/contracts/federation/contract.ts';
import { httpError } from '../../../platform/http/httpError.ts';
import { parseInput } from '../../../platform/http/validation.ts';
import { rateLimited, type RateRule } from '../../../platform/limits/rateLimiter.ts';
import type { RenderHealth } from './renderHealth.ts';

export const HEALTH_REPORT_PATH = '/api/releases/health';
/** A shell sends one batch per few routes; a reader clicking through pages stays far below this. */
export const healthRateRule: RateRule = { name: 'release-health', limit: 60, windowSeconds: 60 };
export const MAX_REPORTS_PER_BATCH = 50;

const report = z.object({
  app: z.enum(remoteNames),
  build: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'a build id'),
  ok: z.boolean(),
});
const batch = z.object({ reports: z.array(report).min(1).max(MAX_REPORTS_PER_BATCH) });

export async function healthRoute(app: FastifyInstance, options: { health: RenderHealth }): Promise<void> {
  app.post(HEALTH_REPORT_PATH, { bodyLimit: 8192, onRequest: rateLimited(healthRateRule) }, async (request, reply) => {
    let body: unknown = request.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        throw httpError(400, 'A render report is JSON: {"reports": [{"app", "build", "ok"}]}.');
      }
    }
    const { reports } = parseInput(batch, body, 'render report');
    for (const { app: remote, build, ok } of reports) options.health.render(remote as RemoteName, build, ok);
    return reply.code(204).header('cache-control', 'no-store').send();
  });
}
