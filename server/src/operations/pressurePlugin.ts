// Sheds load before the event loop stalls (@fastify/under-pressure): while the loop's mean delay (or
// its utilisation, heap or RSS, when configured) is past its threshold, a request is answered 503 with
// Retry-After at once, before any handler runs, so the requests already in hand can finish. The
// health and metrics endpoints are exempt: an orchestrator must still see the process is alive and
// why it is refusing work.
//
// Shedding starts two samples after the server listens: start-up work (opening the catalogue, a
// first seed) blocks the loop for seconds, and the first sample after it would otherwise turn the
// first readers away though nothing is queued. For the same reason an app that never listens (tests
// through app.inject) never sheds.
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import type { PressureConfig } from './operationsConfig.ts';

/** Route config for an endpoint that answers under pressure too (a handler returning nothing lets the request through). */
export const exemptFromPressure = { pressureHandler: () => undefined };

export const SHED_MESSAGE = 'The site is very busy right now. Please try again in a few seconds.';

export const pressurePlugin = fastifyPlugin(
  async (app: FastifyInstance, opts: PressureConfig) => {
    const retryAfterSeconds = opts.retryAfterSeconds;
    // The app's error handler sends this as JSON with Retry-After and does not log it as a failure
    // (errors/errorHandler.ts: a 503 that says how long to wait is shedding on purpose).
    class ServerBusyError extends Error {
      readonly statusCode = 503;
      readonly code = 'FST_UNDER_PRESSURE';
      readonly retryAfterSeconds = retryAfterSeconds;
      constructor() {
        super(SHED_MESSAGE);
      }
    }
    let armed = false;
    let arming: NodeJS.Timeout | null = null;
    app.addHook('onListen', async () => {
      arming = setTimeout(() => (armed = true), 2 * opts.sampleIntervalMs);
      arming.unref();
    });
    app.addHook('onClose', async () => {
      if (arming) clearTimeout(arming);
    });
    await app.register(underPressure, {
      maxEventLoopDelay: opts.maxEventLoopDelayMs,
      maxEventLoopUtilization: opts.maxEventLoopUtilization,
      // Utilisation over the last sample, not since the process started.
      eventLoopUtilizationMode: 'interval',
      maxHeapUsedBytes: opts.maxHeapUsedBytes,
      maxRssBytes: opts.maxRssBytes,
      sampleInterval: opts.sampleIntervalMs,
      retryAfter: retryAfterSeconds,
      customError: ServerBusyError,
      // Called only while a threshold is passed: nothing (the request goes on) until armed, else the 503.
      pressureHandler: (_request, reply) => {
        if (!armed) return undefined;
        void reply.header('retry-after', String(retryAfterSeconds));
        return Promise.reject(new ServerBusyError());
      },
    });
  },
  { name: 'oap-pressure' },
);
