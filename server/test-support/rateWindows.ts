// Rate limits count in fixed windows aligned to the clock (platform/limits/rateLimiter.ts): a test
// that sends a client up to its limit must do so within one window, or the count starts again
// halfway and the refusal never comes. On a loaded machine such a run can take seconds.
import { setTimeout as sleep } from 'node:timers/promises';

/** Waits, if need be, for the next window of `windowSeconds` to open, so that `needMs` fit in the current one. */
export async function withinOneWindow(windowSeconds: number, needMs = 20_000): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await sleep(left + 50);
}
