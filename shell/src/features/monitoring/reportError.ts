// What the error boundaries call with an error they caught: it reaches monitoring once monitoring has
// started (initMonitoring.ts, which the shell fetches only when the page's configuration names a
// DSN, so that a page without monitoring carries none of it), and nowhere before or without it.
import type { ErrorOrigin } from './initMonitoring.ts';

type Reporter = (error: unknown, origin: ErrorOrigin) => void;

let reporter: Reporter | null = null;

/** Set by initMonitoring.ts once the SDK has started. */
export function setErrorReporter(next: Reporter | null): void {
  reporter = next;
}

/** Reports an error caught by an error boundary; does nothing while monitoring is off. */
export function reportError(error: unknown, origin: ErrorOrigin = {}): void {
  reporter?.(error, origin);
}
