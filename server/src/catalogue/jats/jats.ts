// JATS XML (eLife, PLOS) to our article record, prepared once at import: the full text, abstract and
// review reports as the page's HTML (jats/body.ts: every element has a rule, MathML kept as MathML),
// the sections for the page's contents, and the counts the renderer tests compare with the XML.
// The page shows this HTML as it is: nothing is parsed or sanitised again when a page renders.
import { DOMParser } from '@xmldom/xmldom';
import type { Element } from '@xmldom/xmldom';
import { childElements, collapse, escapeHtml, firstChild, firstDescendant, htmlToText, safeId, textOf } from './dom.ts';
import { renderElement, renderFlow } from './body.ts';
import { newRenderState, type RenderContext, type RenderState } from './bodyContext.ts';
import { frontNotes, isoDate, parseAuthors, parseLicense, renderAbstract, type ParsedAuthor } from './front.ts';
import { parseReferences, type ParsedReference } from './references.ts';
import type { ArticleFiles } from './figures.ts';
import type { ArticleHistoryEvent } from '@oap/contracts/api/articles.ts';
import { declaredVersion, publicationHistory } from './publishingMeta.ts';

export { escapeHtml, htmlToText } from './dom.ts';
export { licenseFromUrl, normaliseOrcid } from './front.ts';
export type { ParsedAuthor } from './front.ts';
export type { ParsedReference } from './references.ts';

export interface ParsedReviewReport {
  kind: 'decision-letter' | 'author-response' | 'editor-report' | 'referee-report';
  title: string;
  html: string;
}

/** One entry of the article's contents: a top-level section of the text, or a note after it. */
export interface ContentsEntry {
  id: string;
  label: string;
}

export interface RenderCounts {
  sections: number;
  figures: number;
  tables: number;
  /** Inline and display formulas, whether MathML or (in older PLOS files) an image only. */
  formulas: number;
  /** Formulas given as MathML, each shown as one <math> element. */
  mathFormulas: number;
}

export interface ParsedArticle {
  title: string;
  /** The JATS article-type attribute, e.g. research-article. */
  articleType: string;
  /** Display channel or heading subjects (eLife "Cell biology", PLOS disciplines), used to place the article. */
  subjects: string[];
  abstractHtml: string;
  abstractText: string;
  keywords: string[];
  authors: ParsedAuthor[];
  affiliations: string[];
  doi: string;
  dates: { received: string | null; revised: string | null; accepted: string | null; published: string | null };
  license: { name: string; url: string | null };
  references: ParsedReference[];
  /** The full text and the notes after it, as the page shows them. */
  bodyHtml: string;
  bodyText: string;
  contents: ContentsEntry[];
  counts: RenderCounts;
  /** Element names the renderer has no rule for (their content is kept): empty for the whole corpus. */
  unknownElements: string[];
  journalTitle: string;
  publisher: string;
  reviewReports: ParsedReviewReport[];
  /** The page of the article at its first publisher. */
  originalUrl: string | null;
  /** The version the XML declares (article-version), or null. */
  declaredVersion: string | null;
  /** Its earlier events (pub-history), oldest first. */
  publicationHistory: ArticleHistoryEvent[];
}

function reviewKind(articleType: string): ParsedReviewReport['kind'] {
  if (articleType === 'reply' || articleType === 'author-comment') return 'author-response';
  if (articleType === 'editor-report') return 'editor-report';
  if (articleType === 'referee-report') return 'referee-report';
  return 'decision-letter';
}

const REVIEW_TITLES: Record<ParsedReviewReport['kind'], string> = {
  'decision-letter': 'Decision letter',
  'author-response': 'Author response',
  'editor-report': 'Editor report',
  'referee-report': 'Reviewer report',
};

const slug = (text: string) =>
  text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 50);

function uniqueId(base: string, used: Set<string>): string {
  let id = base || 'section';
  for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
  used.add(id);
  return id;
}

/** In-text links whose target is not on the page lead to the reference list (or are plain text). */
function fixLinks(html: string, ids: ReadonlySet<string>, fallback: string | null): string {
  return html.replace(/<a href="#([^"]*)">([\s\S]*?)<\/a>/g, (whole, target: string, inner: string) => {
    if (ids.has(target)) return whole;
    return fallback ? `<a href="#${fallback}">${inner}</a>` : inner;
  });
}

function parseDocument(xml: string): Element {
  const errors: string[] = [];
  let doc;
  try {
    doc = new DOMParser({
      onError: (level, message) => {
        if (level === 'fatalError') errors.push(message);
      },
    }).parseFromString(xml, 'text/xml');
  } catch (error) {
    throw new Error(`Not a JATS article: ${(error as Error).message}`, { cause: error });
  }
  const article = doc.documentElement;
  if (errors.length || !article || article.nodeName !== 'article') throw new Error(`Not a JATS article: ${errors[0] ?? 'root is not <article>'}`);
  return article;
}

/** The body, the back matter (but the reference list, which is data of its own) and the front's notes, with their contents. */
function renderText(article: Element, meta: Element, ctx: RenderContext, referenceIds: ReadonlySet<string>) {
  const contents: ContentsEntry[] = [];
  const used = new Set<string>(referenceIds);
  const parts: string[] = [];
  const addSection = (el: Element, fallbackTitle: string) => {
    const title = collapse(textOf(firstChild(el, 'title'))) || fallbackTitle;
    if (!el.getAttribute('id')) el.setAttribute('id', uniqueId(`section-${slug(title)}`, used));
    else used.add(safeId(el.getAttribute('id') ?? ''));
    const html = renderElement(el, ctx);
    parts.push(html);
    // A section with no title of its own (an untitled eLife fn-group) is not an entry of the contents.
    if (title) contents.push({ id: safeId(el.getAttribute('id') ?? ''), label: title });
  };

  // Other abstracts (the eLife digest) open the text.
  for (const abstract of childElements(meta, 'abstract').filter((a) => a.getAttribute('abstract-type'))) {
    const title = collapse(textOf(firstChild(abstract, 'title'))) || 'Summary';
    const id = uniqueId(slug(title), used);
    const inner = renderFlow(abstract, { ...ctx, depth: 1 }, '', new Set(['title', 'object-id', 'label']));
    parts.push(`<section id="${escapeHtml(id)}" class="digest"><h2>${escapeHtml(title)}</h2>${inner}</section>`);
    contents.push({ id, label: title });
  }

  const body = firstChild(article, 'body');
  if (body) {
    let loose: Element[] = [];
    const flushLoose = () => {
      if (!loose.length) return;
      // Text before the first section (PLOS editorials): a section without a heading.
      parts.push(loose.map((el) => renderElement(el, ctx)).join(''));
      loose = [];
    };
    for (const child of childElements(body)) {
      if (child.nodeName === 'sec') {
        flushLoose();
        addSection(child, '');
      } else loose.push(child);
    }
    flushLoose();
  }

  const back = firstChild(article, 'back');
  const fallbacks: Record<string, string> = { ack: 'Acknowledgements', 'app-group': 'Appendices', app: 'Appendix', glossary: 'Glossary', notes: 'Notes', 'fn-group': 'Footnotes' };
  for (const part of back ? childElements(back) : []) {
    if (part.nodeName === 'ref-list' || part.nodeName === 'label' || part.nodeName === 'title') continue;
    if (part.nodeName === 'sec' || part.nodeName in fallbacks) addSection(part, fallbacks[part.nodeName] ?? '');
    else parts.push(renderElement(part, ctx));
  }

  for (const note of frontNotes(meta, { ...ctx, depth: 1 })) {
    const id = uniqueId(note.id, used);
    parts.push(`<section id="${id}" class="notes"><h2>${escapeHtml(note.title)}</h2>${note.html}</section>`);
    contents.push({ id, label: note.title });
  }
  if (ctx.state.inlineFootnotes.length) {
    const id = uniqueId('footnotes', used);
    parts.push(`<section id="${id}" class="notes"><h2>Footnotes</h2>${ctx.state.inlineFootnotes.join('')}</section>`);
    contents.push({ id, label: 'Footnotes' });
  }
  for (const entry of contents) ctx.state.ids.add(entry.id);
  return { html: parts.join(''), contents };
}

/** Parses one JATS document; with the article's stored files its figures show their images. Throws if the XML is not well formed or has no article-meta. */
export function parseJats(xml: string, options: { files?: ArticleFiles } = {}): ParsedArticle {
  return parseJatsArticle(parseDocument(xml), options);
}

/** The same from a document already parsed (the import checks it first): its <article> element. */
export function parseJatsArticle(article: Element, options: { files?: ArticleFiles } = {}): ParsedArticle {
  const front = firstChild(article, 'front');
  const meta = front && firstChild(front, 'article-meta');
  if (!front || !meta) throw new Error('Not a JATS article: no front/article-meta');
  const journalMeta = firstChild(front, 'journal-meta');

  const titleGroup = firstChild(meta, 'title-group');
  const title = textOf(titleGroup && firstChild(titleGroup, 'article-title'));
  const doi = textOf(childElements(meta, 'article-id').find((id) => id.getAttribute('pub-id-type') === 'doi'));
  const originalUrl = doi ? `https://doi.org/${doi}` : null;

  const subjects: string[] = [];
  const categories = firstChild(meta, 'article-categories');
  for (const group of categories ? childElements(categories, 'subj-group').flatMap((g) => [g, ...childElements(g, 'subj-group')]) : []) {
    if ((group.getAttribute('subj-group-type') ?? '') === 'display-channel') continue;
    for (const subject of childElements(group, 'subject')) subjects.push(textOf(subject));
  }

  const keywords: string[] = [];
  for (const group of childElements(meta, 'kwd-group')) {
    // eLife's research organism is a keyword ("Mouse", "E. coli"), but its "Other" and "None" name none.
    const organisms = group.getAttribute('kwd-group-type') === 'research-organism';
    for (const kwd of childElements(group, 'kwd')) {
      const keyword = textOf(kwd);
      if (organisms && /^(other|none)$/i.test(keyword)) continue;
      if (keyword && !keywords.some((k) => k.toLowerCase() === keyword.toLowerCase())) keywords.push(keyword);
    }
  }

  const pubDates = childElements(meta, 'pub-date');
  const published =
    pubDates.find((d) => d.getAttribute('date-type') === 'pub') ??
    pubDates.find((d) => d.getAttribute('pub-type') === 'epub') ??
    pubDates.find((d) => d.getAttribute('pub-type') === 'ppub') ??
    pubDates.find((d) => firstChild(d, 'day')) ??
    pubDates[0];
  const history = firstChild(meta, 'history');
  const historyDate = (...types: string[]) =>
    history ? isoDate(childElements(history, 'date').find((d) => types.includes(d.getAttribute('date-type') ?? ''))) : null;

  const { authors, affiliations } = parseAuthors(meta);
  const references = parseReferences(firstChild(article, 'back'));
  const referenceIds = new Set(references.map((reference) => reference.id).filter((id): id is string => Boolean(id)));

  const state: RenderState = newRenderState();
  for (const id of referenceIds) state.ids.add(id);
  const ctx: RenderContext = { depth: 0, idPrefix: '', originalUrl, state, ...(options.files ? { files: options.files } : {}) };
  const text = renderText(article, meta, ctx, referenceIds);
  const referencesAnchor = references.length ? 'references' : null;
  const bodyHtml = fixLinks(text.html, state.ids, referencesAnchor);

  const abstracts = childElements(meta, 'abstract');
  const mainAbstract = abstracts.find((a) => !a.getAttribute('abstract-type')) ?? (abstracts.length === 1 ? abstracts[0] : undefined);
  const abstractHtml = fixLinks(renderAbstract(mainAbstract, { ...ctx, depth: 1, idPrefix: 'abstract-' }), state.ids, referencesAnchor);
  const counts = { ...state.counts };

  const reviewReports = childElements(article, 'sub-article').map((sub, index): ParsedReviewReport => {
    const kind = reviewKind(sub.getAttribute('article-type') ?? '');
    const stub = firstChild(sub, 'front-stub') ?? firstChild(sub, 'front');
    const subTitle = stub ? textOf(firstDescendant(stub, 'article-title')) : '';
    const subBody = firstChild(sub, 'body');
    const reviewState = newRenderState();
    const html = subBody ? renderFlow(subBody, { depth: 1, idPrefix: `review${index + 1}-`, originalUrl, state: reviewState, ...(options.files ? { files: options.files } : {}) }) : '';
    for (const name of reviewState.unknown) state.unknown.add(name);
    return { kind, title: subTitle || REVIEW_TITLES[kind], html: fixLinks(html, reviewState.ids, null) };
  });

  return {
    title,
    articleType: article.getAttribute('article-type') ?? 'research-article',
    subjects,
    abstractHtml,
    abstractText: htmlToText(abstractHtml),
    keywords,
    authors,
    affiliations,
    doi,
    dates: {
      received: historyDate('received'),
      revised: historyDate('rev-recd', 'revised'),
      accepted: historyDate('accepted'),
      published: isoDate(published),
    },
    license: parseLicense(meta),
    references,
    bodyHtml,
    bodyText: htmlToText(bodyHtml),
    contents: text.contents,
    counts,
    unknownElements: [...state.unknown].sort(),
    declaredVersion: declaredVersion(meta),
    publicationHistory: publicationHistory(meta),
    journalTitle: textOf(journalMeta && firstDescendant(journalMeta, 'journal-title')),
    publisher: textOf(journalMeta && firstDescendant(journalMeta, 'publisher-name')),
    reviewReports,
    originalUrl,
  };
}
