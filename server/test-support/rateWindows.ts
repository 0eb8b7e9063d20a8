// Rate limits count in fixed windows aligned to the clock (platform/limits/rateLimiter.ts): a test
// that sends a client up to its limit on the real clock may cross a window's end halfway, and then
// the count starts again and the refusal never comes (seen on loaded machines, and on every rule's
// window from one minute to one hour). Test apps count on a clock pinned to an instant where every
// rule's window begins, so a burst is always inside one window and no test waits for one to open.

/** The longest window of the site's rules (one hour); every shorter one divides it. */
const LONGEST_WINDOW_MS = 3600_000;

/** A clock for the rate limiter that stays at the start of the current hour: one window for any burst. */
export function pinnedLimitsClock(): () => number {
  const instant = Math.floor(Date.now() / LONGEST_WINDOW_MS) * LONGEST_WINDOW_MS;
  return () => instant;
}

/**
 * A clock for the rate limiter that starts at the start of the current hour and runs with real time:
 * for tests that need time to pass (flushes, a client's activity) with a whole window ahead of them.
 * Whole milliseconds, as Date.now gives them (the stored windows are integers).
 */
export function clockFromWindowStart(): () => number {
  const start = Math.floor(Date.now() / LONGEST_WINDOW_MS) * LONGEST_WINDOW_MS;
  const began = performance.now();
  return () => start + Math.round(performance.now() - began);
}
