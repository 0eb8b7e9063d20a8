// HTML that has been through the site's sanitiser (sanitizeHtml.ts, spec 5: frames and scripts
// removed). The queries that fetch HTML clean it as it arrives, so the cache holds what a page shows:
// the server's render sends it clean in the page and its hydration state, and the browser loads the
// sanitiser (DOMPurify, ~11 KB gzip) only when a query runs there, on a later navigation. That kept it
// out of the first download of five of the six page families. Components that show HTML (RichText)
// take SafeHtml, so the compiler finds any HTML that reached them without a query's cleaning.
export type SafeHtml = string & { readonly __sanitised: true };

/** A value whose named string fields are SafeHtml. */
export type WithSafeHtml<T, Key extends keyof T> = Omit<T, Key> & { [Field in Key]: T[Field] extends string ? SafeHtml : T[Field] };

/** The sanitiser, loaded on first use (it is a federation singleton: one copy for every app). */
export async function loadSanitizer(): Promise<(html: string) => SafeHtml> {
  const { sanitizeHtml } = await import('@oap/shared/content/sanitizeHtml.ts');
  return (html) => sanitizeHtml(html) as SafeHtml;
}
