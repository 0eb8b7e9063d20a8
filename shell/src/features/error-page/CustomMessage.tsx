// An error's own message (spec section 3: data.data.custom), sanitised. A module of its own, loaded
// only when an error carries one, so the sanitiser is not part of every page's first load.
import { sanitizeHtml } from '@oap/shared/content/sanitizeHtml.ts';

export default function CustomMessage({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
