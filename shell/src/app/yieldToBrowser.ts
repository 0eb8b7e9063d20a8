// Ends the current task and continues in a new one, so the browser can paint and handle input in
// between (Lighthouse's total blocking time counts each task's time beyond 50 ms on a mid-range
// phone). scheduler.yield() continues ahead of other queued work; setTimeout where it is missing.
type YieldingScheduler = { yield?: () => Promise<void> };

export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
