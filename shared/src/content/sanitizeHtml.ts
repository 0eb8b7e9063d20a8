// The one sanitiser for HTML that reaches the page (spec 5: rich text shown with frames and scripts removed).
import DOMPurify from 'dompurify';

const forbidden = ['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'style', 'link', 'meta', 'base', 'form'];

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { FORBID_TAGS: forbidden, ADD_ATTR: ['target'] });
}

/** Icon data may come from a fallback host: keep SVG drawing markup only. */
export function sanitizeSvg(svg: string): string {
  return DOMPurify.sanitize(svg, { USE_PROFILES: { svg: true }, FORBID_TAGS: ['script', 'foreignObject', 'style', 'a'] });
}
