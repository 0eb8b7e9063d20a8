// JATS XML (eLife, PLOS) to the fields of our article record, with the body, abstract and review
// reports rendered as HTML from a small tag whitelist (the browser sanitises again).
import { DOMParser } from '@xmldom/xmldom';
import type { Element, Node } from '@xmldom/xmldom';

export interface ParsedAuthor {
  givenNames: string;
  surname: string;
  /** Display name; for a group author, the group's name. */
  name: string;
  orcid: string | null;
  /** Indexes into ParsedArticle.affiliations. */
  affiliations: number[];
  corresponding: boolean;
}

export interface ParsedReference {
  label: string;
  text: string;
  doi: string | null;
}

export interface ParsedReviewReport {
  kind: 'decision-letter' | 'author-response' | 'editor-report' | 'referee-report';
  title: string;
  html: string;
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
  bodyHtml: string;
  bodyText: string;
  journalTitle: string;
  publisher: string;
  reviewReports: ParsedReviewReport[];
}

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const CDATA_SECTION_NODE = 4;

function isElement(node: Node): node is Element {
  return node.nodeType === ELEMENT_NODE;
}

function childElements(node: Node, name?: string): Element[] {
  const out: Element[] = [];
  for (let i = 0; i < node.childNodes.length; i++) {
    const child = node.childNodes[i];
    if (child && isElement(child) && (name === undefined || child.nodeName === name)) out.push(child);
  }
  return out;
}

function firstChild(node: Node, name: string): Element | undefined {
  return childElements(node, name)[0];
}

/** Descendants named `name`, not descending into elements named in `stopAt`. */
function descendants(node: Node, name: string, stopAt: ReadonlySet<string> = new Set()): Element[] {
  const out: Element[] = [];
  const walk = (parent: Node) => {
    for (const child of childElements(parent)) {
      if (child.nodeName === name) out.push(child);
      if (!stopAt.has(child.nodeName)) walk(child);
    }
  };
  walk(node);
  return out;
}

function firstDescendant(node: Node, name: string, stopAt?: ReadonlySet<string>): Element | undefined {
  return descendants(node, name, stopAt)[0];
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Text of a node, with a space at element boundaries that are block-like, skipping the named elements. */
function textOf(node: Node | undefined, skip: ReadonlySet<string> = new Set()): string {
  if (!node) return '';
  const parts: string[] = [];
  const walk = (current: Node) => {
    for (let i = 0; i < current.childNodes.length; i++) {
      const child = current.childNodes[i];
      if (!child) continue;
      if (child.nodeType === TEXT_NODE || child.nodeType === CDATA_SECTION_NODE) parts.push(child.nodeValue ?? '');
      else if (isElement(child) && !skip.has(child.nodeName)) {
        const spaced = BLOCKISH.has(child.nodeName);
        if (spaced) parts.push(' ');
        walk(child);
        if (spaced) parts.push(' ');
      }
    }
  };
  walk(node);
  return collapse(parts.join('')).replace(/\s+([,.;:)])/g, '$1').replace(/\(\s+/g, '(');
}

const BLOCKISH = new Set(['p', 'sec', 'title', 'label', 'list-item', 'td', 'th', 'tr', 'caption', 'aff', 'institution', 'country', 'addr-line', 'name', 'surname', 'given-names', 'source', 'year', 'article-title', 'person-group']);

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Plain text from HTML we produced ourselves (tags are ours, entities are the four we escape). */
export function htmlToText(html: string): string {
  return collapse(
    html
      .replace(/<\/?(?:em|strong|sup|sub|u|code|s|span|a)\b[^>]*>/g, '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&'),
  );
}

const safeId = (id: string) => id.replace(/[^A-Za-z0-9_.-]/g, '-');

function safeUrl(url: string): string | null {
  const trimmed = url.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (/^10\.\d{4,9}\//.test(trimmed)) return `https://doi.org/${trimmed}`;
  if (/^doi:10\./i.test(trimmed)) return `https://doi.org/${trimmed.slice(4)}`;
  if (/^www\./i.test(trimmed)) return `https://${trimmed}`;
  return null;
}

const INLINE_TAGS: Record<string, string> = {
  italic: 'em',
  bold: 'strong',
  sup: 'sup',
  sub: 'sub',
  underline: 'u',
  monospace: 'code',
  strike: 's',
  sc: 'span class="small-caps"',
};

/** Elements whose content is not shown at all. */
const DROPPED = new Set([
  'object-id', 'graphic', 'inline-graphic', 'media', 'permissions', 'alt-text', 'long-desc', 'related-article',
  'related-object', 'processing-meta', 'institution-id', 'contrib-id', 'annotation',
]);

const BLOCK = new Set(['sec', 'p', 'list', 'fig', 'fig-group', 'table-wrap', 'table-wrap-group', 'disp-quote', 'boxed-text', 'disp-formula', 'supplementary-material', 'fn-group', 'fn', 'def-list', 'statement', 'ref-list', 'speech', 'verse-group', 'glossary', 'app', 'app-group', 'table', 'attrib']);

interface RenderContext {
  depth: number;
  idPrefix: string;
}

function idAttr(el: Element, ctx: RenderContext): string {
  const id = el.getAttribute('id');
  return id ? ` id="${escapeHtml(ctx.idPrefix + safeId(id))}"` : '';
}

function renderChildren(node: Node, ctx: RenderContext, skip: ReadonlySet<string> = new Set()): string {
  let html = '';
  for (let i = 0; i < node.childNodes.length; i++) {
    const child = node.childNodes[i];
    if (!child) continue;
    if (child.nodeType === TEXT_NODE || child.nodeType === CDATA_SECTION_NODE) html += escapeHtml(child.nodeValue ?? '');
    else if (isElement(child) && !skip.has(child.nodeName)) html += renderElement(child, ctx);
  }
  return html;
}

/** A paragraph-like container whose children may include blocks: inline runs become <p>, blocks stay blocks. */
function renderFlow(node: Node, ctx: RenderContext, paragraphAttrs = '', skip: ReadonlySet<string> = new Set()): string {
  let html = '';
  let inline = '';
  const flush = () => {
    if (inline.trim()) html += `<p${paragraphAttrs}>${inline.trim()}</p>`;
    paragraphAttrs = '';
    inline = '';
  };
  for (let i = 0; i < node.childNodes.length; i++) {
    const child = node.childNodes[i];
    if (!child) continue;
    if (child.nodeType === TEXT_NODE || child.nodeType === CDATA_SECTION_NODE) inline += escapeHtml(child.nodeValue ?? '');
    else if (isElement(child) && !skip.has(child.nodeName)) {
      if (BLOCK.has(child.nodeName)) {
        flush();
        html += renderElement(child, ctx);
      } else inline += renderElement(child, ctx);
    }
  }
  flush();
  return html;
}

function headingTag(ctx: RenderContext): string {
  return `h${Math.min(ctx.depth + 2, 6)}`;
}

function renderCaption(el: Element, ctx: RenderContext): string {
  const label = firstChild(el, 'label');
  const caption = firstChild(el, 'caption');
  let inner = label ? `<strong>${renderChildren(label, ctx)}</strong> ` : '';
  if (caption) {
    const title = firstChild(caption, 'title');
    if (title) inner += `<strong>${renderChildren(title, ctx)}</strong>`;
    inner += renderFlow(caption, ctx, '', new Set(['title']));
  }
  return inner ? `<figcaption>${inner}</figcaption>` : '';
}

function renderTableCell(el: Element, ctx: RenderContext, tag: string): string {
  let attrs = '';
  for (const name of ['colspan', 'rowspan']) {
    const value = el.getAttribute(name);
    if (value && /^\d{1,3}$/.test(value)) attrs += ` ${name}="${value}"`;
  }
  return `<${tag}${attrs}>${renderChildren(el, ctx)}</${tag}>`;
}

function renderElement(el: Element, ctx: RenderContext): string {
  const name = el.nodeName;
  if (DROPPED.has(name)) return '';
  const inlineTag = INLINE_TAGS[name];
  if (inlineTag) {
    const closing = inlineTag.split(' ')[0];
    return `<${inlineTag}>${renderChildren(el, ctx)}</${closing}>`;
  }
  switch (name) {
    case 'sec':
    case 'app':
    case 'ack':
    case 'boxed-text': {
      const label = firstChild(el, 'label');
      const title = firstChild(el, 'title');
      const tag = name === 'boxed-text' ? 'aside' : 'section';
      let heading = '';
      if (title || label) {
        const text = [label ? renderChildren(label, ctx) : '', title ? renderChildren(title, ctx) : ''].filter(Boolean).join(' ');
        heading = `<${headingTag(ctx)}>${text}</${headingTag(ctx)}>`;
      } else if (name === 'ack') heading = `<${headingTag(ctx)}>Acknowledgements</${headingTag(ctx)}>`;
      const inner = renderFlow(el, { ...ctx, depth: ctx.depth + 1 }, '', new Set(['label', 'title', 'sec-meta']));
      return `<${tag}${idAttr(el, ctx)}>${heading}${inner}</${tag}>`;
    }
    case 'p':
      return renderFlow(el, ctx, idAttr(el, ctx));
    case 'list': {
      const type = el.getAttribute('list-type') ?? '';
      const tag = /order|alpha|roman/.test(type) ? 'ol' : 'ul';
      const items = childElements(el, 'list-item').map((item) => `<li>${renderChildren(item, ctx, new Set(['label']))
        .replace(/^<p>([\s\S]*)<\/p>$/, '$1')}</li>`);
      return `<${tag}${idAttr(el, ctx)}>${items.join('')}</${tag}>`;
    }
    case 'list-item':
      return `<li>${renderChildren(el, ctx)}</li>`;
    case 'def-list': {
      const items = childElements(el, 'def-item').map((item) => {
        const term = firstChild(item, 'term');
        const def = firstChild(item, 'def');
        return `<li><strong>${term ? renderChildren(term, ctx) : ''}</strong> ${def ? renderChildren(def, ctx) : ''}</li>`;
      });
      return `<ul>${items.join('')}</ul>`;
    }
    case 'fig': {
      return `<figure${idAttr(el, ctx)}>${renderCaption(el, ctx)}</figure>`;
    }
    case 'table-wrap': {
      const tables = descendants(el, 'table').map((table) => renderElement(table, ctx)).join('');
      const foot = firstChild(el, 'table-wrap-foot');
      const footHtml = foot ? `<div class="table-foot"><small>${renderChildren(foot, ctx)}</small></div>` : '';
      return `<figure class="table"${idAttr(el, ctx)}>${renderCaption(el, ctx)}<div class="table-scroll">${tables}</div>${footHtml}</figure>`;
    }
    case 'table':
      return `<table>${childElements(el).map((part) => renderElement(part, ctx)).join('')}</table>`;
    case 'thead':
    case 'tbody':
    case 'tfoot':
      return `<${name}>${childElements(el, 'tr').map((row) => renderElement(row, ctx)).join('')}</${name}>`;
    case 'tr':
      return `<tr>${childElements(el).filter((c) => c.nodeName === 'td' || c.nodeName === 'th').map((cell) => renderTableCell(cell, ctx, cell.nodeName)).join('')}</tr>`;
    case 'col':
    case 'colgroup':
      return '';
    case 'disp-quote':
      return `<blockquote>${renderFlow(el, ctx)}</blockquote>`;
    case 'attrib':
      return `<p><small>${renderChildren(el, ctx)}</small></p>`;
    case 'xref': {
      const inner = renderChildren(el, ctx);
      if (!inner.trim()) return '';
      const rid = (el.getAttribute('rid') ?? '').split(/\s+/)[0];
      return rid ? `<a href="#${escapeHtml(ctx.idPrefix + safeId(rid))}">${inner}</a>` : inner;
    }
    case 'ext-link':
    case 'uri':
    case 'self-uri': {
      const href = el.getAttribute('xlink:href') ?? textOf(el);
      const type = el.getAttribute('ext-link-type');
      const url = type === 'doi' && !/^https?:/.test(href) ? `https://doi.org/${href}` : safeUrl(href);
      const inner = renderChildren(el, ctx) || escapeHtml(href);
      return url ? `<a href="${escapeHtml(url)}" rel="noopener noreferrer">${inner}</a>` : inner;
    }
    case 'break':
      return '<br>';
    case 'inline-formula':
      return `<span class="formula">${escapeHtml(formulaText(el))}</span>`;
    case 'disp-formula':
      return `<p class="formula"${idAttr(el, ctx)}>${escapeHtml(formulaText(el))}</p>`;
    case 'supplementary-material': {
      const caption = renderCaption(el, ctx).replace(/^<figcaption>|<\/figcaption>$/g, '');
      return caption ? `<div class="supplementary"${idAttr(el, ctx)}>${caption}</div>` : '';
    }
    case 'fn':
      return `<div class="footnote"${idAttr(el, ctx)}>${renderFlow(el, ctx, '', new Set(['label']))}</div>`;
    case 'label':
    case 'title':
    case 'caption':
      return renderChildren(el, ctx);
    default:
      if (name.startsWith('mml:') || name === 'tex-math') return escapeHtml(textOf(el));
      // Unknown element: drop the tag, keep its content.
      return BLOCK.has(name) ? renderFlow(el, ctx) : renderChildren(el, ctx);
  }
}

function formulaText(el: Element): string {
  const tex = firstDescendant(el, 'tex-math');
  const math = firstDescendant(el, 'mml:math');
  return collapse(textOf(math ?? tex ?? el, new Set(['label'])));
}

function renderBlock(el: Element | undefined, ctx: RenderContext): string {
  return el ? renderFlow(el, ctx) : '';
}

function isoDate(el: Element | undefined): string | null {
  if (!el) return null;
  const year = textOf(firstChild(el, 'year'));
  if (!/^\d{4}$/.test(year)) return null;
  const pad = (value: string) => (/^\d{1,2}$/.test(value) ? value.padStart(2, '0') : '01');
  return `${year}-${pad(textOf(firstChild(el, 'month')))}-${pad(textOf(firstChild(el, 'day')))}`;
}

export function normaliseOrcid(raw: string): string | null {
  const match = /(\d{4}-\d{4}-\d{4}-\d{3}[\dX])/i.exec(raw);
  return match ? `https://orcid.org/${match[1]?.toUpperCase()}` : null;
}

export function licenseFromUrl(url: string): string {
  const cc = /creativecommons\.org\/licenses\/([a-z-]+)\/(\d\.\d)/i.exec(url);
  if (cc) return `CC ${cc[1]?.toUpperCase()} ${cc[2]}`;
  const zero = /creativecommons\.org\/publicdomain\/zero\/(\d\.\d)/i.exec(url);
  if (zero) return `CC0 ${zero[1]}`;
  return 'Licence';
}

function parseLicense(meta: Element): { name: string; url: string | null } {
  const license = firstDescendant(meta, 'license', new Set(['sub-article']));
  if (!license) return { name: 'All rights reserved', url: null };
  const href = license.getAttribute('xlink:href') || descendants(license, 'ext-link')[0]?.getAttribute('xlink:href') || '';
  if (href) return { name: licenseFromUrl(href), url: href.replace(/^http:/, 'https:') };
  // PLOS states its licence in prose only.
  const prose = textOf(license);
  if (/public domain/i.test(prose) && /CC0|zero/i.test(prose)) return { name: 'CC0 1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/' };
  if (/Creative Commons Attribution/i.test(prose)) return { name: 'CC BY', url: 'https://creativecommons.org/licenses/by/' };
  if (/public domain/i.test(prose)) return { name: 'Public domain', url: null };
  return { name: prose.slice(0, 200) || 'Licence', url: null };
}

function personName(name: Element): string {
  const surname = textOf(firstChild(name, 'surname'));
  const given = textOf(firstChild(name, 'given-names'));
  const suffix = textOf(firstChild(name, 'suffix'));
  return [surname, given, suffix].filter(Boolean).join(' ');
}

function citationDoi(citation: Element): string | null {
  for (const pubId of descendants(citation, 'pub-id')) {
    if (pubId.getAttribute('pub-id-type') === 'doi') return textOf(pubId) || null;
  }
  for (const link of descendants(citation, 'ext-link')) {
    const href = link.getAttribute('xlink:href') ?? '';
    const match = /(10\.\d{4,9}\/\S+)/.exec(link.getAttribute('ext-link-type') === 'doi' ? href || textOf(link) : href);
    if (match?.[1]) return match[1];
  }
  const inText = /doi:\s*(10\.\d{4,9}\/\S+?)[.,;]?(\s|$)/i.exec(textOf(citation));
  return inText?.[1] ?? null;
}

function formatCitation(citation: Element): string {
  if (citation.nodeName === 'mixed-citation' && !firstChild(citation, 'person-group') && !firstChild(citation, 'source')) {
    return textOf(citation);
  }
  const groups = childElements(citation, 'person-group');
  const authorGroup = groups.find((group) => (group.getAttribute('person-group-type') ?? 'author') === 'author') ?? groups[0];
  const people: string[] = [];
  const nameHolders = authorGroup ? childElements(authorGroup) : childElements(citation).filter((c) => c.nodeName === 'name' || c.nodeName === 'collab');
  for (const child of nameHolders) {
    if (child.nodeName === 'name' || child.nodeName === 'string-name') people.push(child.nodeName === 'name' ? personName(child) : textOf(child));
    else if (child.nodeName === 'collab') people.push(textOf(child));
    else if (child.nodeName === 'etal') people.push('et al.');
  }
  const field = (name: string) => textOf(firstChild(citation, name));
  const year = field('year');
  const title = field('article-title') || field('chapter-title') || field('data-title');
  const source = field('source');
  const volume = field('volume');
  const issue = field('issue');
  const fpage = field('fpage');
  const lpage = field('lpage');
  const elocation = field('elocation-id');
  const pages = fpage ? (lpage ? `${fpage}–${lpage}` : fpage) : elocation;
  const publisher = [field('publisher-loc'), field('publisher-name')].filter(Boolean).join(': ');
  let text = people.join(', ');
  if (year) text += ` (${year})`;
  if (text) text += '. ';
  if (title) text += `${title.replace(/\.$/, '')}. `;
  if (source) {
    text += source;
    if (volume) text += ` ${volume}`;
    if (issue) text += `(${issue})`;
    if (pages) text += `${volume ? ':' : ', '}${pages}`;
    text += '. ';
  } else if (pages) text += `${pages}. `;
  if (publisher) text += `${publisher}. `;
  const out = collapse(text);
  return out || textOf(citation);
}

function parseReferences(back: Element | undefined): ParsedReference[] {
  if (!back) return [];
  return descendants(back, 'ref').map((ref, index) => {
    const citation = childElements(ref).find((c) => /citation$/.test(c.nodeName));
    const label = textOf(firstChild(ref, 'label')).replace(/\.$/, '') || String(index + 1);
    return {
      label,
      text: citation ? formatCitation(citation) : textOf(ref, new Set(['label'])),
      doi: citation ? citationDoi(citation) : null,
    };
  });
}

const ARTICLE_META_STOP = new Set(['sub-article', 'contrib', 'related-article']);

function parseAuthors(meta: Element): { authors: ParsedAuthor[]; affiliations: string[] } {
  const affiliations: string[] = [];
  const affIndex = new Map<string, number>();
  const addAff = (aff: Element): number => {
    const text = textOf(aff, new Set(['label', 'institution-id'])).replace(/^[,\s]+|[,\s]+$/g, '');
    const existing = affiliations.indexOf(text);
    const index = existing >= 0 ? existing : affiliations.push(text) - 1;
    const id = aff.getAttribute('id');
    if (id) affIndex.set(id, index);
    return index;
  };
  for (const aff of descendants(meta, 'aff', ARTICLE_META_STOP)) addAff(aff);

  const authors: ParsedAuthor[] = [];
  for (const group of childElements(meta, 'contrib-group')) {
    for (const contrib of childElements(group, 'contrib')) {
      if ((contrib.getAttribute('contrib-type') ?? 'author') !== 'author') continue;
      const name = firstChild(contrib, 'name') ?? firstChild(contrib, 'string-name');
      const collab = firstChild(contrib, 'collab');
      let givenNames = '';
      let surname = '';
      let display = '';
      if (name) {
        givenNames = textOf(firstChild(name, 'given-names'));
        surname = textOf(firstChild(name, 'surname')) || textOf(name);
        display = [givenNames, surname, textOf(firstChild(name, 'suffix'))].filter(Boolean).join(' ');
      } else if (collab) {
        surname = textOf(collab, new Set(['contrib-group', 'xref', 'fn']));
        display = surname;
      } else continue;
      let orcid: string | null = null;
      for (const id of childElements(contrib, 'contrib-id')) {
        const type = id.getAttribute('contrib-id-type');
        if (!type || type === 'orcid') orcid ??= normaliseOrcid(textOf(id));
      }
      for (const link of childElements(contrib, 'uri').concat(childElements(contrib, 'ext-link'))) {
        orcid ??= /orcid/i.test(link.getAttribute('xlink:href') ?? '') ? normaliseOrcid(link.getAttribute('xlink:href') ?? '') : null;
      }
      const authorAffs = new Set<number>();
      const xrefs = childElements(contrib, 'xref');
      for (const xref of xrefs) {
        if (xref.getAttribute('ref-type') !== 'aff') continue;
        for (const rid of (xref.getAttribute('rid') ?? '').split(/\s+/)) {
          const index = affIndex.get(rid);
          if (index !== undefined) authorAffs.add(index);
        }
      }
      for (const aff of childElements(contrib, 'aff')) authorAffs.add(addAff(aff));
      const corresponding = contrib.getAttribute('corresp') === 'yes' || xrefs.some((x) => x.getAttribute('ref-type') === 'corresp');
      authors.push({ givenNames, surname, name: display, orcid, affiliations: [...authorAffs].sort((a, b) => a - b), corresponding });
    }
  }
  return { authors, affiliations };
}

function parseAbstract(meta: Element): string {
  const abstracts = childElements(meta, 'abstract');
  const main = abstracts.find((a) => !a.getAttribute('abstract-type')) ?? abstracts[0];
  if (!main) return '';
  const ctx: RenderContext = { depth: 1, idPrefix: 'abstract-' };
  let html = '';
  for (const child of childElements(main)) {
    if (child.nodeName === 'object-id' || child.nodeName === 'title' || child.nodeName === 'label') continue;
    // eLife ends its abstract with a "DOI: ..." paragraph that repeats the object id.
    if (child.nodeName === 'p' && /^DOI:/.test(textOf(child))) continue;
    html += renderElement(child, ctx);
  }
  return html;
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

/** Parses one JATS document. Throws if the XML is not well formed or has no article-meta. */
export function parseJats(xml: string): ParsedArticle {
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
  const front = firstChild(article, 'front');
  const meta = front && firstChild(front, 'article-meta');
  if (!front || !meta) throw new Error('Not a JATS article: no front/article-meta');
  const journalMeta = firstChild(front, 'journal-meta');

  const titleGroup = firstChild(meta, 'title-group');
  const title = textOf(titleGroup && firstChild(titleGroup, 'article-title'));
  const doi = textOf(childElements(meta, 'article-id').find((id) => id.getAttribute('pub-id-type') === 'doi'));

  const subjects: string[] = [];
  const categories = firstChild(meta, 'article-categories');
  if (categories) {
    for (const group of descendants(categories, 'subj-group')) {
      const type = group.getAttribute('subj-group-type') ?? '';
      if (type === 'display-channel') continue;
      for (const subject of childElements(group, 'subject')) subjects.push(textOf(subject));
    }
  }

  const keywords: string[] = [];
  for (const group of childElements(meta, 'kwd-group')) {
    for (const kwd of childElements(group, 'kwd')) {
      const keyword = textOf(kwd);
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
  const body = firstChild(article, 'body');
  const back = firstChild(article, 'back');
  let bodyHtml = renderBlock(body, { depth: 0, idPrefix: '' });
  // Acknowledgements and appendices from the back matter belong to the readable text; ref-list, fn-group etc. do not.
  for (const part of back ? childElements(back) : []) {
    if (part.nodeName === 'ack' || part.nodeName === 'app-group' || part.nodeName === 'app' || part.nodeName === 'sec') {
      bodyHtml += renderElement(part, { depth: 0, idPrefix: '' });
    }
  }

  const reviewReports = childElements(article, 'sub-article').map((sub, index): ParsedReviewReport => {
    const kind = reviewKind(sub.getAttribute('article-type') ?? '');
    const stub = firstChild(sub, 'front-stub') ?? firstChild(sub, 'front');
    const subTitle = stub ? textOf(firstDescendant(stub, 'article-title')) : '';
    const subBody = firstChild(sub, 'body');
    return {
      kind,
      title: subTitle || REVIEW_TITLES[kind],
      html: renderBlock(subBody, { depth: 1, idPrefix: `review${index + 1}-` }),
    };
  });

  const abstractHtml = parseAbstract(meta);
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
    references: parseReferences(back),
    bodyHtml,
    bodyText: htmlToText(bodyHtml),
    journalTitle: textOf(journalMeta && firstDescendant(journalMeta, 'journal-title')),
    publisher: textOf(journalMeta && firstDescendant(journalMeta, 'publisher-name')),
    reviewReports,
  };
}
