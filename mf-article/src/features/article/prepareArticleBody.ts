// Turns the API's article body into what the page shows: sanitised first, then given what a long
// article needs to be readable: ids on its h2 headings (for the in-page contents), keyboard-scrollable
// table regions, a visible placeholder where a figure's image would be (the corpus carries captions
// only), and citation links that lead somewhere.
import { htmlWindow } from '@oap/shared/content/htmlWindow.ts';
import { sanitizeHtml } from '@oap/shared/content/sanitizeHtml.ts';
import type { Article } from '@oap/contracts/api/articles.ts';
import { doiUrl } from '@oap/contracts/articles/articleText.ts';

export interface ContentsEntry {
  id: string;
  label: string;
}

export interface PreparedBody {
  html: string;
  contents: ContentsEntry[];
}

/** Class names the page's stylesheet knows, for elements added here (outside any CSS module). */
export const bodyClasses = {
  figurePlaceholder: 'figure-placeholder',
  tableScroll: 'table-scroll',
} as const;

function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

export interface PrepareOptions {
  /** The article at its first publisher, for figures whose images are not reproduced here. */
  originalUrl?: string;
  /** Where in-text citations lead when their target is not in the body (the API's references carry no ids). */
  referencesId?: string;
}

export function prepareArticleBody(rawHtml: string, options: PrepareOptions = {}): PreparedBody {
  // The page's DOMParser in the browser, the server's DOM window in a server render (issue 9).
  const { DOMParser } = htmlWindow();
  const doc = new DOMParser().parseFromString(`<div id="article-body-root">${sanitizeHtml(rawHtml)}</div>`, 'text/html');
  const root = doc.getElementById('article-body-root');
  if (!root) return { html: '', contents: [] };
  const usedIds = new Set(Array.from(root.querySelectorAll('[id]'), (element) => element.id));

  const contents: ContentsEntry[] = [];
  for (const heading of Array.from(root.querySelectorAll('h2'))) {
    const label = (heading.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!label) continue;
    if (!heading.id) {
      const base = `section-${slug(label) || contents.length + 1}`;
      let id = base;
      for (let n = 2; usedIds.has(id); n++) id = `${base}-${n}`;
      usedIds.add(id);
      heading.id = id;
    }
    contents.push({ id: heading.id, label });
  }

  for (const table of Array.from(root.querySelectorAll('table'))) {
    let scroller = table.parentElement;
    if (!scroller?.classList.contains(bodyClasses.tableScroll)) {
      scroller = doc.createElement('div');
      scroller.className = bodyClasses.tableScroll;
      table.replaceWith(scroller);
      scroller.append(table);
    }
    // A region that scrolls sideways must be reachable by keyboard and named for screen readers.
    const caption = scroller.closest('figure')?.querySelector('figcaption strong')?.textContent?.trim();
    scroller.setAttribute('tabindex', '0');
    scroller.setAttribute('role', 'region');
    scroller.setAttribute('aria-label', caption ? `${caption} (scrolls sideways)` : 'Table (scrolls sideways)');
  }

  for (const figure of Array.from(root.querySelectorAll('figure'))) {
    if (figure.classList.contains('table') || figure.querySelector('img, table')) continue;
    const placeholder = doc.createElement('div');
    placeholder.className = bodyClasses.figurePlaceholder;
    placeholder.append('Image not reproduced on this page.');
    if (options.originalUrl) {
      const link = doc.createElement('a');
      link.href = options.originalUrl;
      link.textContent = 'See the original article';
      placeholder.append(' ', link);
    }
    figure.prepend(placeholder);
  }

  if (options.referencesId) {
    for (const link of Array.from(root.querySelectorAll<HTMLAnchorElement>('a[href^="#"]'))) {
      const target = decodeURIComponent(link.getAttribute('href')!.slice(1));
      if (!usedIds.has(target)) link.setAttribute('href', `#${options.referencesId}`);
    }
  }

  return { html: root.innerHTML, contents };
}

/**
 * The article as the page shows it: its abstract, body and review reports sanitised (the body also
 * prepared as above), and the body's contents. The article query returns this, so the work is done
 * once per fetch, where the data arrives: a server-rendered page hands it to the browser in the
 * query cache, and hydrating does not parse and sanitise the whole body a second time (on a phone,
 * the longest task of an article page).
 */
export interface ReadableArticle extends Article {
  /** The body's sections, in order. */
  contents: ContentsEntry[];
}

export function readableArticle(article: Article): ReadableArticle {
  const body = prepareArticleBody(article.bodyHtml, {
    ...(article.source ? { originalUrl: doiUrl(article.source.doi) } : {}),
    ...(article.references.length > 0 ? { referencesId: 'references' } : {}),
  });
  return {
    ...article,
    abstractHtml: sanitizeHtml(article.abstractHtml),
    bodyHtml: body.html,
    contents: body.contents,
    reviewReports: article.reviewReports.map((report) => ({ ...report, html: sanitizeHtml(report.html) })),
  };
}
