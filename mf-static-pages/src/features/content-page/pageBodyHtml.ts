// Content pages are Markdown that opens with "# Title"; the page already shows the title as its one h1.

/** Drops a leading h1 and turns any later h1 into h2, so the page keeps exactly one h1. */
export function pageBodyHtml(html: string): string {
  return html.replace(/^\s*<h1\b[^>]*>[\s\S]*?<\/h1>\s*/i, '').replace(/<(\/?)h1\b/gi, '<$1h2');
}
