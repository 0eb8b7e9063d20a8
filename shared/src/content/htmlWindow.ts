// The DOM that HTML from the API is parsed and sanitised with. In the browser it is the page's own
// window. A server render has none, and sanitising must never be skipped there, so the
// server installs one (a jsdom window: the same HTML parsing and serialisation rules as a browser,
// which keeps the server's markup equal to what the browser computes when it hydrates).
//
// Kept on globalThis, not in this module, so a remote's server build that carries its own copy of
// this module finds the window the server installed.
export type HtmlWindow = Window & typeof globalThis;

const windowKey = '__oapHtmlWindow__';
type WindowGlobal = { [windowKey]?: HtmlWindow };

/** Server side, once at start-up: the window used for HTML parsing and sanitising in renders. */
export function installHtmlWindow(window: HtmlWindow | undefined): void {
  (globalThis as WindowGlobal)[windowKey] = window;
}

/** The page's window in the browser, the installed one on the server; throws when there is neither. */
export function htmlWindow(): HtmlWindow {
  if (typeof window !== 'undefined') return window;
  const installed = (globalThis as WindowGlobal)[windowKey];
  if (installed) return installed;
  // Failing the render is the safe answer: the server then sends the client-rendered page, which
  // sanitises in the browser. Returning the HTML unsanitised is never an option.
  throw new Error('No DOM to sanitise HTML with on the server: call installHtmlWindow(new JSDOM("").window) at start-up.');
}
