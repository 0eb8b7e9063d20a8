// The article's text: HTML prepared once on the server (server/src/catalogue/articlePreparation.ts) and shown as it
// is, one string to React (it never walks the body as elements). A server-rendered page's state leaves
// the body out (articleQueries.ts), so the browser takes the body the served HTML brought, read once
// from the page as hydration starts: the same HTML, so hydrating changes nothing in it.
import { useEffect, useRef, useState } from 'react';
import type { PageArticle } from './articleQueries.ts';

/** The body the served HTML brought (in the browser; the server always has the article's own). */
function servedBody(): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector('[data-article-body]')?.innerHTML ?? '';
}

/**
 * A display formula wider than its column scrolls sideways (on phones, most do): a keyboard reader
 * must be able to focus it to scroll it (WCAG 2.1.1). Whether one is wider is not known before the
 * reader nears it (sections are laid out only then), so every display formula is focusable.
 */
export function makeFormulasFocusable(element: ParentNode): void {
  for (const formula of element.querySelectorAll('.disp-formula > math, .disp-formula > full-formula')) {
    if (!formula.hasAttribute('tabindex')) formula.setAttribute('tabindex', '0');
  }
}

export function ArticleBody({ article, className }: { article: PageArticle; className: string }) {
  const [served] = useState(() => (article.bodyInDocument ? servedBody() : ''));
  const html = article.bodyInDocument ? served : article.bodyHtml;
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (body.current) makeFormulasFocusable(body.current);
  }, [html]);
  if (!html) return null;
  // React sets innerHTML again only when the string changes (another article), not on every render.
  return <div ref={body} className={className} data-content="jats" data-article-body="" dangerouslySetInnerHTML={{ __html: html }} />;
}
