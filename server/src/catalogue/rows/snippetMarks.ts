// How a search's snippets mark the words found, on either engine: the store cuts a snippet with
// these markers around each word, then markedSnippet escapes the text as HTML and turns them into <mark>.
/** Markers that cannot occur in stored text. */
export const MARK_OPEN = '\u0001';
export const MARK_CLOSE = '\u0002';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function markedSnippet(raw: string): string {
  // Marks that touch ("genesgenomes" and "19120004" of a DOI) become one.
  return escapeHtml(raw).replaceAll(MARK_CLOSE + MARK_OPEN, '').replaceAll(MARK_OPEN, '<mark>').replaceAll(MARK_CLOSE, '</mark>');
}
