// A journal text page's sections (instructions for authors, guidelines, about...): every h2 and h3
// of its HTML gets an id made from its words, as the information pages' Markdown headings do
// (github-slugger: "Manuscript Preparation" is #manuscript-preparation), unique in the page, and the
// page answers its headings for its "On this page" list. It happens as the page is read, not when it
// is written, so HTML from any source (the seed, a later import, an edit in the database) is anchored
// alike, and the stored text stays as its author gave it. The browser only shows what this returns:
// no HTML parser travels to it for this.
import { slug } from 'github-slugger';
import { LRUCache } from 'lru-cache';
import type { ContentHeading } from '@oap/contracts/api/content.ts';

export interface PageSections {
  /** The HTML with an id on every h2 and h3 that has words. */
  html: string;
  /** Those headings in order, with their ids and words. */
  headings: ContentHeading[];
}

// The site's sanitiser (DOMPurify, @oap/shared/content/sanitizeHtml.ts) drops an id that names a
// property of the document or of a form, so that HTML from the API cannot shadow them ("Title" as
// id="title" would be document.title). Such a word gets "-section" after it. jsdom answers for most
// of them; these are the ones a browser's document or form has besides (Chromium's, event handlers
// left out: no heading reads "onpointerdown").
const BROWSER_ONLY_NAMES = new Set([
  'all', 'animate', 'autocapitalize', 'autocomplete', 'autocorrect', 'autofocus', 'domain', 'encoding', 'fonts', 'fullscreen', 'inert', 'part',
  'popover', 'prerendering', 'pseudo', 'rel', 'scroll', 'spellcheck', 'timeline', 'when',
]);

interface Parser {
  document: Document;
  form: HTMLFormElement;
}

// jsdom is loaded on the first page with headings: the commands that open the catalogue (seed,
// import, journals) never read a text page, and loading it costs them a third of a second and 75 MB.
let parsing: Promise<Parser> | undefined;

function parser(): Promise<Parser> {
  parsing ??= import('jsdom').then(({ JSDOM }) => {
    const { document } = new JSDOM('').window;
    return { document, form: document.createElement('form') };
  });
  return parsing;
}

/** Whether the sanitiser keeps `id` on an element (see BROWSER_ONLY_NAMES). */
function sanitiserKeeps({ document, form }: Parser, id: string): boolean {
  return !(id in document) && !(id in form) && !BROWSER_ONLY_NAMES.has(id);
}

/** The id of a heading whose words are `text`: its slug, made safe to keep and unique among `taken`. */
function idFor(dom: Parser, text: string, taken: Set<string>): string {
  const words = slug(text) || 'section';
  const base = sanitiserKeeps(dom, words) ? words : `${words}-section`;
  let id = base;
  for (let n = 1; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

// The same page's HTML is read on every request for it (its API answer and its server render), and a
// parse costs some 5 ms a page; the answer depends on the HTML alone, so the latest are kept. Bounded
// by their text (a few million characters: every text page of some hundreds of journals).
const kept = new LRUCache<string, PageSections>({ maxSize: 4_000_000, sizeCalculation: (sections, html) => html.length + sections.html.length });

export async function pageSections(html: string): Promise<PageSections> {
  // Most text pages (imprint, history, indexing) have no section headings: nothing to parse.
  if (!/<h[23][\s>]/i.test(html)) return { html, headings: [] };
  const known = kept.get(html);
  if (known) return known;
  const dom = await parser();
  const template = dom.document.createElement('template');
  template.innerHTML = html;
  const elements = [...template.content.querySelectorAll('h2, h3')];
  // An id the text gives a heading itself stays (an address others may link to) when the sanitiser
  // keeps it, on the first heading that gives it; made ids go round it and every other id in the text.
  const given = new Set(elements.map((element) => element.id).filter((id) => id && sanitiserKeeps(dom, id)));
  const taken = new Set([...template.content.querySelectorAll('[id]')].map((element) => element.id));
  const headings: ContentHeading[] = [];
  for (const element of elements) {
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const id = given.delete(element.id) ? element.id : idFor(dom, text, taken);
    taken.add(id);
    element.id = id;
    headings.push({ id, text, level: element.tagName === 'H2' ? 2 : 3 });
  }
  const sections = { html: template.innerHTML, headings };
  kept.set(html, sections);
  return sections;
}
