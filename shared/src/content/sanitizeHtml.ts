// The one sanitiser for HTML that reaches the page (spec 5: rich text shown with frames and scripts removed).
// DOMPurify needs a DOM: the browser's, or on the server the window installed by installHtmlWindow.
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { htmlWindow, type HtmlWindow } from '@oap/shared/content/htmlWindow.ts';

const forbidden = ['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'style', 'link', 'meta', 'base', 'form'];

let cached: { window: HtmlWindow; purifier: Purifier } | undefined;

function purifier(): Purifier {
  const window = htmlWindow();
  // The default export is bound to the page's window when there is one; a server window needs its own.
  if (DOMPurify.isSupported && typeof globalThis.window !== 'undefined' && window === globalThis.window) return DOMPurify;
  if (cached?.window !== window) cached = { window, purifier: DOMPurify(window) };
  return cached.purifier;
}

// On the server the same HTML (an information page's text, a list's descriptions) is sanitised on
// every render of its page, each time a jsdom parse and serialisation (2-5 ms a page). The result
// depends on the input alone, so the server keeps the latest results; the browser sanitises once
// per query and keeps nothing here.
const onServer = typeof document === 'undefined';
const MAX_KEPT = 500;
const kept = new Map<string, string>();

export function sanitizeHtml(html: string): string {
  if (!onServer) return purifier().sanitize(html, { FORBID_TAGS: forbidden, ADD_ATTR: ['target'] });
  const known = kept.get(html);
  if (known !== undefined) {
    // Most recently used last: the first entry is the one to drop.
    kept.delete(html);
    kept.set(html, known);
    return known;
  }
  const clean = purifier().sanitize(html, { FORBID_TAGS: forbidden, ADD_ATTR: ['target'] });
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(html, clean);
  return clean;
}

/** Icon data may come from a fallback host: keep SVG drawing markup only. */
export function sanitizeSvg(svg: string): string {
  return purifier().sanitize(svg, { USE_PROFILES: { svg: true }, FORBID_TAGS: ['script', 'foreignObject', 'style', 'a'] });
}
