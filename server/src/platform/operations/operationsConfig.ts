// Operations settings from the environment (README, Configuration): who may read the metrics, and
// when the server sheds load. Every value is checked here, so a typo stops the server at start with
// a message that names the variable, rather than quietly turning a safeguard off.

export interface PressureConfig {
  /** PRESSURE_MAX_EVENT_LOOP_DELAY_MS: mean event-loop delay over one sample past which requests get 503 (0: off). */
  maxEventLoopDelayMs: number;
  /** PRESSURE_MAX_EVENT_LOOP_UTILIZATION: share of the last sample the loop was busy, 0 to 1 (0: off). */
  maxEventLoopUtilization: number;
  /** PRESSURE_MAX_HEAP_MB and PRESSURE_MAX_RSS_MB: memory past which requests get 503 (0: off). */
  maxHeapUsedBytes: number;
  maxRssBytes: number;
  /** PRESSURE_SAMPLE_INTERVAL_MS: how often the figures above are measured. */
  sampleIntervalMs: number;
  /** PRESSURE_RETRY_AFTER_SECONDS: what a shed request's Retry-After says. */
  retryAfterSeconds: number;
}

export interface OperationsConfig {
  /** METRICS_TOKEN: /metrics on the public port answers a request with `Authorization: Bearer <token>` (else 401); unset: 404. */
  metricsToken?: string;
  /** METRICS_PORT: a second listener on 127.0.0.1 that serves /metrics without a token; unset: none. */
  metricsPort?: number;
  pressure: PressureConfig;
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > max) throw new Error(`${name} must be a whole number from 0 to ${max}, not "${value}".`);
  return number;
}

function share(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0 || number > 1) throw new Error(`${name} must be a number from 0 to 1, not "${value}".`);
  return number;
}

const MB = 1024 * 1024;

export function readOperationsConfig(env: NodeJS.ProcessEnv, publicPort: number): OperationsConfig {
  const token = env.METRICS_TOKEN || undefined;
  // A short token could be guessed by anyone who can reach the public port.
  if (token !== undefined && (token.length < 16 || /\s/.test(token))) throw new Error('METRICS_TOKEN must be at least 16 characters, without spaces.');
  const metricsPort = env.METRICS_PORT ? wholeNumber(env, 'METRICS_PORT', 0, 65535) : undefined;
  if (metricsPort !== undefined && metricsPort !== 0 && metricsPort === publicPort) throw new Error(`METRICS_PORT must differ from PORT (${publicPort}).`);
  return {
    ...(token ? { metricsToken: token } : {}),
    ...(metricsPort !== undefined ? { metricsPort } : {}),
    pressure: {
      // A mean delay of half a second over a sample means every request waits that long before it
      // starts: the loop is stalling. 200 ms was tried and shed requests in a benchmark at 100
      // connections on a shared, loaded 2-core machine (load average 7), where the server was slow
      // but not stalled.
      maxEventLoopDelayMs: wholeNumber(env, 'PRESSURE_MAX_EVENT_LOOP_DELAY_MS', 500),
      // Off by default: a busy but healthy server (a benchmark) runs its loop near 100 %.
      maxEventLoopUtilization: share(env, 'PRESSURE_MAX_EVENT_LOOP_UTILIZATION', 0),
      maxHeapUsedBytes: wholeNumber(env, 'PRESSURE_MAX_HEAP_MB', 0) * MB,
      maxRssBytes: wholeNumber(env, 'PRESSURE_MAX_RSS_MB', 0) * MB,
      sampleIntervalMs: Math.max(10, wholeNumber(env, 'PRESSURE_SAMPLE_INTERVAL_MS', 1000)),
      retryAfterSeconds: Math.max(1, wholeNumber(env, 'PRESSURE_RETRY_AFTER_SECONDS', 10)),
    },
  };
}
