// The notice a previewing browser sees on every page: which build of which remote it is
// trying, and a button to end the preview. Put into the page's template beside #root, outside what
// React renders and hydrates, so no remote or shell build needs to know about previews; plain HTML
// that works without scripts (the button posts a form). Inline style attributes only: the page's
// policy allows them (style-src-attr) where it allows no <style> without the page's nonce.
import { escapeHtml } from '../../../platform/http/standalonePage.ts';
import type { ReaderChoice } from './readerChoice.ts';

export const PREVIEW_END_PATH = '/api/releases/preview/end';

export function previewNotice(preview: NonNullable<ReaderChoice['preview']>): string {
  const bar =
    'position:fixed;z-index:2147483000;left:1rem;bottom:1rem;max-width:calc(100% - 2rem);display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;' +
    'padding:.5rem 1rem;border-radius:6px;background:#083a66;color:#fff;font:14px/1.4 system-ui,sans-serif;box-shadow:0 2px 8px rgba(0,0,0,.3)';
  const button = 'font:inherit;color:#083a66;background:#fff;border:0;border-radius:4px;padding:.25rem .75rem;cursor:pointer';
  return (
    `<div data-release-preview="${escapeHtml(preview.app)}@${escapeHtml(preview.build)}" role="status" style="${bar}">` +
    `<span>Preview: ${escapeHtml(preview.app)} build <code>${escapeHtml(preview.build)}</code>, in this browser only.</span>` +
    `<form method="post" action="${PREVIEW_END_PATH}" style="margin:0"><button type="submit" style="${button}">End preview</button></form>` +
    '</div>'
  );
}

/** The shell's template with the notice at the start of its body. */
export function withPreviewNotice(template: string, preview: ReaderChoice['preview']): string {
  if (!preview) return template;
  return template.replace(/<body\b[^>]*>/i, (body) => `${body}${previewNotice(preview)}`);
}
