// Sheds load before the event loop stalls (@fastify/under-pressure): while the loop's mean delay (or
// its utilisation, heap or RSS, when configured) stays past its threshold, a request is answered 503
// with Retry-After at once, before any handler runs, so the requests already in hand can finish. The
// health and metrics endpoints are exempt: an orchestrator must still see the process is alive and
// why it is refusing work.
//
// Only sustained pressure sheds: SUSTAINED_SAMPLES samples in a row past the threshold. One long
// block (a cold server render loading a remote's bundle, a re-seed) fills one sample with a huge mean
// though nothing is queued behind it; shedding on it turned readers away on a loaded machine (and
// failed the streaming tests there). And shedding starts two samples after the server listens (start-up
// work blocks the loop for seconds), so an app that never listens (tests through app.inject) never sheds.
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import type { PressureConfig } from './operationsConfig.ts';

/** Route config for an endpoint that answers under pressure too (a handler returning nothing lets the request through). */
export const exemptFromPressure = { pressureHandler: () => undefined };

/** Samples in a row past a threshold before requests are shed (about 3 s at the default sample interval). */
export const SUSTAINED_SAMPLES = 3;

export const SHED_MESSAGE = 'The site is very busy right now. Please try again in a few seconds.';

export const pressurePlugin = fastifyPlugin(
  async (app: FastifyInstance, opts: PressureConfig) => {
    const retryAfterSeconds = opts.retryAfterSeconds;
    // The app's error handler sends this as JSON with Retry-After and does not log it as a failure
    // (app/errorPolicy.ts: a 503 that says how long to wait is shedding on purpose).
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
    // Samples in a row under pressure, read at under-pressure's own interval (at most one sample behind it).
    let pressedSamples = 0;
    let counting: NodeJS.Timeout | null = null;
    app.addHook('onListen', async () => {
      arming = setTimeout(() => (armed = true), 2 * opts.sampleIntervalMs);
      arming.unref();
      counting = setInterval(() => (pressedSamples = app.isUnderPressure() ? pressedSamples + 1 : 0), opts.sampleIntervalMs);
      counting.unref();
    });
    app.addHook('onClose', async () => {
      if (arming) clearTimeout(arming);
      if (counting) clearInterval(counting);
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
      // Called only while a threshold is passed: nothing (the request goes on) until the pressure is
      // sustained on a listening server, else the 503.
      pressureHandler: (_request, reply) => {
        if (!armed || pressedSamples < SUSTAINED_SAMPLES) return undefined;
        void reply.header('retry-after', String(retryAfterSeconds));
        return Promise.reject(new ServerBusyError());
      },
    });
  },
  { name: 'oap-pressure' },
);
