// The article's text: HTML prepared once on the server (store/articlePreparation.ts) and shown as it
// is, one string to React (it never walks the body as elements). A server-rendered page's state leaves
// the body out (articleQueries.ts), so the browser takes the body the served HTML brought, read once
// from the page as hydration starts: the same HTML, so hydrating changes nothing in it.
import { useState } from 'react';
import type { PageArticle } from './articleQueries.ts';

/** The body the served HTML brought (in the browser; the server always has the article's own). */
function servedBody(): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector('[data-article-body]')?.innerHTML ?? '';
}

export function ArticleBody({ article, className }: { article: PageArticle; className: string }) {
  const [served] = useState(() => (article.bodyInDocument ? servedBody() : ''));
  const html = article.bodyInDocument ? served : article.bodyHtml;
  if (!html) return null;
  // React sets innerHTML again only when the string changes (another article), not on every render.
  return <div className={className} data-content="jats" data-article-body="" dangerouslySetInnerHTML={{ __html: html }} />;
}
