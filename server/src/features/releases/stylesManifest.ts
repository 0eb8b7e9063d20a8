// An app's stylesheet as its build names it: styles.json, written by the StylesManifestPlugin of
// @oap/rspack-config beside the browser build (the file of the app's `styles` chunk, that chunk's id
// and the app's uniqueName). The server links it in server-rendered documents.
import fs from 'node:fs';
import path from 'node:path';

export interface Stylesheet {
  href: string;
  /**
   * The CSS runtime's marker for that chunk (data-rspack="<uniqueName>:chunk-<id>"): a link carrying
   * it counts as the chunk's stylesheet already loaded, so the runtime does not fetch it again.
   */
  marker?: string;
}

const safeName = /^[\w.-]+$/;

/** The stylesheet named by `<folder>/styles.json`, with hrefs under `urlPrefix` (ending in "/"); null when there is none. */
export function readStylesManifest(folder: string, urlPrefix: string): Stylesheet | null {
  let manifest: { stylesheet?: unknown; chunk?: unknown; uniqueName?: unknown };
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(folder, 'styles.json'), 'utf8')) as typeof manifest;
  } catch {
    return null;
  }
  const { stylesheet, chunk, uniqueName } = manifest;
  if (typeof stylesheet !== 'string' || !safeName.test(stylesheet) || !stylesheet.endsWith('.css')) return null;
  const marked = typeof chunk === 'string' && typeof uniqueName === 'string' && safeName.test(chunk) && safeName.test(uniqueName);
  return { href: `${urlPrefix}${stylesheet}`, ...(marked ? { marker: `${uniqueName}:chunk-${chunk}` } : {}) };
}

/** One <link> per stylesheet, render-blocking (the page must not paint unstyled). */
export function stylesheetLinks(sheets: readonly Stylesheet[], escape: (text: string) => string): string {
  return sheets.map((sheet) => `<link rel="stylesheet" href="${escape(sheet.href)}"${sheet.marker ? ` data-rspack="${escape(sheet.marker)}"` : ''} />`).join('');
}
