// The errors a handler throws to answer a client: the app's error policy (app/errorPolicy.ts) turns
// each into JSON { statusCode, message, data? } with that status.

export function httpError(statusCode: number, message: string, data?: unknown): Error & { statusCode: number; data?: unknown } {
  return Object.assign(new Error(message), { statusCode, data });
}

/** What a reader is told while the database is busy: a moment's wait, never a 500. */
export const busyMessage = 'The site is busy at the moment. Please try again in a few seconds.';
