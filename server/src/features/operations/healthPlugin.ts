// GET /healthz (live: the process answers) and GET /readyz (ready: every check in readinessChecks.ts
// passes). Both are small JSON, never cached, and exempt from load shedding; /readyz answers 503
// naming the failing checks, so an orchestrator takes the copy out of rotation and a person sees why.
import type { FastifyInstance } from 'fastify';
import { exemptFromPressure } from '../../platform/operations/pressurePlugin.ts';
import type { CheckResult, ReadinessCheck } from './readinessChecks.ts';

export interface HealthPluginOptions {
  checks: Record<string, ReadinessCheck>;
}

async function runCheck(check: ReadinessCheck): Promise<CheckResult> {
  try {
    return await check();
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
}

export async function healthPlugin(app: FastifyInstance, opts: HealthPluginOptions): Promise<void> {
  const routeOptions = { config: exemptFromPressure };
  app.get('/healthz', routeOptions, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { status: 'live', uptimeSeconds: Math.round(process.uptime()) };
  });
  app.get('/readyz', routeOptions, async (request, reply) => {
    const names = Object.keys(opts.checks);
    const results = await Promise.all(names.map((name) => runCheck(opts.checks[name] as ReadinessCheck)));
    const checks = Object.fromEntries(names.map((name, at) => [name, results[at] as CheckResult]));
    const failing = names.filter((_name, at) => !results[at]?.ok);
    void reply.header('cache-control', 'no-store');
    if (failing.length === 0) return { status: 'ready', checks };
    request.log.warn({ failing, checks }, 'not ready');
    return reply.code(503).send({ status: 'not ready', failing, checks });
  });
}
