// The full text of a JATS article as HTML: every element of the body, back matter, captions and review
// reports has a rule here, from a small set of tags and attributes (the page's prose styles know them),
// with every text escaped and every link checked (dom.ts safeUrl). Formulas are MathML (math.ts).
// An element without a rule keeps its content and is reported in `unknown`, so nothing is dropped silently.
import type { Element, Node } from '@xmldom/xmldom';
import { childElements, collapse, escapeHtml, firstChild, isElement, isText, safeId, safeUrl, textOf } from './dom.ts';
import { isLongFormula, renderMath } from './math.ts';
import { formatCitation } from './references.ts';
import { downloadHtml, figureImageHtml, missingImageHtml, type ArticleFiles } from './figures.ts';

export interface RenderContext {
  /** Heading level of a section at this depth is h(depth + 2). */
  depth: number;
  /** Prefix of every id written (review reports reuse the XML's ids). */
  idPrefix: string;
  /** Where the article first appeared, for the figures whose images are not reproduced here. */
  originalUrl: string | null;
  state: RenderState;
  /** The files the import stored with the article; without them figures show their captions only. */
  files?: ArticleFiles;
}

/** What a rendering collects on its way: counts for the tests, element names without a rule, footnotes met inline. */
export interface RenderState {
  unknown: Set<string>;
  ids: Set<string>;
  counts: { sections: number; figures: number; tables: number; formulas: number; mathFormulas: number };
  /** Footnotes of the body met inside paragraphs (<fn> in <p>), written after the body. */
  inlineFootnotes: string[];
  /** Figure images written so far: the first loads at once, the others when they come into view. */
  images: number;
}

export function newRenderState(): RenderState {
  return { unknown: new Set(), ids: new Set(), counts: { sections: 0, figures: 0, tables: 0, formulas: 0, mathFormulas: 0 }, inlineFootnotes: [], images: 0 };
}

const INLINE_TAGS: Record<string, [open: string, close: string]> = {
  italic: ['<em>', '</em>'],
  bold: ['<strong>', '</strong>'],
  sup: ['<sup>', '</sup>'],
  sub: ['<sub>', '</sub>'],
  underline: ['<u>', '</u>'],
  monospace: ['<code>', '</code>'],
  strike: ['<s>', '</s>'],
  sc: ['<span class="small-caps">', '</span>'],
  overline: ['<span class="overline">', '</span>'],
  roman: ['<span class="roman">', '</span>'],
  'named-content': ['<span>', '</span>'],
  'styled-content': ['<span>', '</span>'],
  abbrev: ['<abbr>', '</abbr>'],
  x: ['', ''],
  'string-date': ['', ''],
  'date-in-citation': ['', ''],
  'conf-name': ['', ''],
  'conf-loc': ['', ''],
  phone: ['', ''],
  institution: ['', ''],
  'institution-wrap': ['', ''],
  country: ['', ''],
  'addr-line': ['', ''],
  role: ['', ''],
  comment: ['', ''],
  'funding-source': ['', ''],
  'award-id': ['', ''],
  'funding-statement': ['', ''],
  'principal-award-recipient': ['', ''],
  'license-p': ['', ''],
  'copyright-statement': ['', ''],
  'copyright-year': ['', ''],
  'copyright-holder': ['', ''],
  'chem-struct': ['<span class="chem-struct">', '</span>'],
  target: ['', ''],
  speaker: ['<strong>', '</strong>'],
  // Parts of a citation met outside a reference list.
  collab: ['', ''],
  source: ['<em>', '</em>'],
  year: ['', ''],
  'data-title': ['', ''],
  'article-title': ['', ''],
  'pub-id': ['', ''],
  etal: ['<em>', '</em>'],
  surname: ['', ''],
  'given-names': ['', ''],
  'person-group': ['', ''],
  volume: ['', ''],
  fpage: ['', ''],
  lpage: ['', ''],
};

/**
 * Not shown, on purpose: identifiers the page shows elsewhere or that only repeat the text (a figure's
 * object DOI is also in its caption), image and media files (the corpus carries none: a placeholder is
 * shown), alternative encodings of a formula, and processing instructions.
 */
export const NOT_SHOWN = new Set([
  'object-id', 'graphic', 'inline-graphic', 'annotation', 'processing-meta', 'institution-id', 'contrib-id', 'alt-text', 'long-desc',
  'sec-meta', 'ali:free_to_read', 'ali:license_ref', 'counts', 'custom-meta-group',
]);

/** Elements that are blocks: inside a paragraph they end the running text (HTML cannot nest them in <p>). */
export const BLOCK = new Set([
  'sec', 'p', 'list', 'fig', 'fig-group', 'table-wrap', 'table-wrap-group', 'disp-quote', 'boxed-text', 'disp-formula',
  'disp-formula-group', 'supplementary-material', 'fn-group', 'def-list', 'statement', 'ref-list', 'speech', 'verse-group',
  'glossary', 'app', 'app-group', 'table', 'attrib', 'media', 'code', 'preformat', 'chem-struct-wrap', 'hr', 'alternatives',
  'graphic', 'ack', 'notes', 'permissions',
]);

/**
 * Where a footnote is a marker in the running text (its text goes after the body). Anywhere else (a
 * footnote group, a table's foot) it is a block of its own: a <div>, which no <p> may hold.
 */
const INLINE_FOOTNOTE_PARENTS = ['p', 'td', 'th', 'title', 'list-item'];

/** The XML's line breaks and indentation are one space in HTML: the same text, fewer bytes. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

function idAttr(el: Element, ctx: RenderContext): string {
  const id = el.getAttribute('id');
  if (!id) return '';
  const full = ctx.idPrefix + safeId(id);
  ctx.state.ids.add(full);
  return ` id="${escapeHtml(full)}"`;
}

export function renderChildren(node: Node, ctx: RenderContext, skip: ReadonlySet<string> = new Set()): string {
  let html = '';
  for (let i = 0; i < node.childNodes.length; i++) {
    const child = node.childNodes[i];
    if (!child) continue;
    if (isText(child)) html += escapeHtml(spaced(child.nodeValue ?? ''));
    else if (isElement(child) && !skip.has(child.nodeName)) html += renderElement(child, ctx);
  }
  return html;
}

/** A paragraph-like container whose children may include blocks: inline runs become <p>, blocks stay blocks. */
export function renderFlow(node: Node, ctx: RenderContext, paragraphAttrs = '', skip: ReadonlySet<string> = new Set()): string {
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
    if (isText(child)) inline += escapeHtml(spaced(child.nodeValue ?? ''));
    else if (isElement(child) && !skip.has(child.nodeName)) {
      if (BLOCK.has(child.nodeName) || (child.nodeName === 'fn' && !INLINE_FOOTNOTE_PARENTS.includes(node.nodeName))) {
        flush();
        html += renderElement(child, ctx);
      } else inline += renderElement(child, ctx);
    }
  }
  flush();
  return html;
}

const heading = (ctx: RenderContext, html: string, id = '') => {
  const level = Math.min(ctx.depth + 2, 6);
  return `<h${level}${id}>${html}</h${level}>`;
};

/** "Figure 1." and the caption's title and paragraphs, as a figure's or table's <figcaption>. */
function renderCaption(el: Element, ctx: RenderContext): string {
  const label = firstChild(el, 'label');
  const caption = firstChild(el, 'caption');
  let inner = label ? `<span class="caption-label">${renderChildren(label, ctx)}</span> ` : '';
  if (caption) {
    const title = firstChild(caption, 'title');
    if (title) inner += `<span class="caption-title">${renderChildren(title, ctx)}</span>`;
    inner += renderFlow(caption, ctx, '', new Set(['title']));
  }
  return inner.trim() ? `<figcaption>${inner}</figcaption>` : '';
}

/** A figure's or table's copyright and licence, in small print under it. */
function renderPermissions(el: Element, ctx: RenderContext): string {
  const parts = [firstChild(el, 'copyright-statement'), ...childElements(el, 'license')]
    .filter((part): part is Element => Boolean(part))
    .map((part) => renderChildren(part, ctx).trim())
    .filter(Boolean);
  if (!parts.length) {
    const text = [textOf(firstChild(el, 'copyright-year')), textOf(firstChild(el, 'copyright-holder'))].filter(Boolean).join(' ');
    if (text) parts.push(`© ${escapeHtml(text)}`);
  }
  return parts.length ? `<p class="permissions"><small>${parts.join(' ')}</small></p>` : '';
}

function placeholder(kind: string, ctx: RenderContext, alt: string): string {
  const link = ctx.originalUrl ? ` <a href="${escapeHtml(ctx.originalUrl)}">See the original article</a>` : '';
  const described = alt ? ` <span class="visually-hidden">${escapeHtml(alt)}</span>` : '';
  return `<div class="figure-placeholder">${kind} not reproduced on this page.${link}${described}</div>`;
}

/** The image of a fig or table-wrap: the figure contract's link and image, or the notice that it is missing. */
function figureMedia(graphic: Element | undefined, ctx: RenderContext, alt: string): { html: string; missing: boolean } {
  const href = graphic?.getAttribute('xlink:href') ?? '';
  const image = href && ctx.files ? ctx.files.image(href) : undefined;
  if (image) {
    ctx.state.images += 1;
    return { html: figureImageHtml(image, alt, ctx.state.images === 1), missing: false };
  }
  return { html: missingImageHtml(ctx.originalUrl), missing: true };
}

/** "Figure 1. Its title": what an image's alt text says when the XML gives none of its own. */
function figureAlt(el: Element): string {
  const own = collapse(textOf(firstChild(el, 'alt-text') ?? undefined));
  if (own) return own;
  const caption = firstChild(el, 'caption');
  return collapse([textOf(firstChild(el, 'label')), textOf(caption && firstChild(caption, 'title'))].filter(Boolean).join(' '));
}

/** A figure by the contract (docs/publishing.md); its supplements (eLife's figure supplements) inside, after the caption. */
function renderFigure(el: Element, ctx: RenderContext, supplements: Element[] = []): string {
  ctx.state.counts.figures += 1;
  const permissions = childElements(el, 'permissions').map((p) => renderPermissions(p, ctx)).join('');
  // A figure may hold a table, a formula or text besides its image: those are shown.
  const content = renderFlow(el, ctx, '', new Set(['label', 'caption', 'permissions', 'graphic', 'object-id', 'alt-text', 'long-desc', 'attrib']));
  const attrib = childElements(el, 'attrib').map((a) => renderElement(a, ctx)).join('');
  const media = figureMedia(firstChild(el, 'graphic'), ctx, figureAlt(el));
  const nested = supplements.length
    ? `<div class="article-figure-supplements">${supplements.map((supplement) => renderFigure(supplement, ctx).replace('<figure class="article-figure"', '<figure class="article-figure article-figure-supplement"')).join('')}</div>`
    : '';
  return `<figure class="article-figure"${idAttr(el, ctx)} data-figure${media.missing ? ' data-figure-missing' : ''}>${media.html}${renderCaption(el, ctx)}${nested}${content}${attrib}${permissions}</figure>`;
}

/** A fig-group: eLife's figure with its supplements (child figs) shows them under it; other groups show each figure. */
function renderFigureGroup(el: Element, ctx: RenderContext): string {
  const figs = childElements(el, 'fig');
  const main = figs[0];
  const children = figs.slice(1).filter((fig) => fig.getAttribute('specific-use') === 'child-fig');
  if (!main || !children.length) return '';
  const rest = figs.slice(1).filter((fig) => !children.includes(fig)).map((fig) => renderFigure(fig, ctx)).join('');
  return `<div class="fig-group"${idAttr(el, ctx)}>${renderFigure(main, ctx, children)}${rest}</div>`;
}

/** A table given as an image (PLOS's t00N.png): the image in the table's figure, opening full size like a figure's. */
function tableImage(graphic: Element, table: Element, ctx: RenderContext): string {
  const media = figureMedia(graphic, ctx, figureAlt(table));
  return `<div class="article-table-image" data-figure${media.missing ? ' data-figure-missing' : ''}>${media.html}</div>`;
}

function renderTableWrap(el: Element, ctx: RenderContext): string {
  ctx.state.counts.tables += 1;
  const label = collapse(textOf(firstChild(el, 'label'))).replace(/\.$/, '');
  const tables = childElements(el).filter((child) => child.nodeName === 'table' || child.nodeName === 'alternatives' || child.nodeName === 'graphic');
  const region = escapeHtml(`${label || 'Table'} (scrolls sideways)`);
  let body = '';
  for (const table of tables) {
    const chosen = table.nodeName === 'alternatives' ? (firstChild(table, 'table') ?? table) : table;
    if (chosen.nodeName === 'table') body += `<div class="table-scroll" tabindex="0" role="region" aria-label="${region}">${renderElement(chosen, ctx)}</div>`;
    else body += tableImage(chosen, el, ctx);
  }
  const foot = childElements(el, 'table-wrap-foot').map((f) => `<div class="table-foot">${renderFlow(f, ctx)}</div>`).join('');
  const permissions = childElements(el, 'permissions').map((p) => renderPermissions(p, ctx)).join('');
  const rest = renderFlow(el, ctx, '', new Set(['label', 'caption', 'table', 'alternatives', 'graphic', 'table-wrap-foot', 'permissions', 'object-id']));
  return `<figure class="table"${idAttr(el, ctx)}>${renderCaption(el, ctx)}${body}${rest}${foot}${permissions}</figure>`;
}

function renderTableCell(el: Element, ctx: RenderContext): string {
  // A cell of the table's head is a column header (eLife writes them as <td>): screen readers announce
  // it with each cell of its column.
  const inHead = el.parentNode?.parentNode?.nodeName === 'thead';
  const tag = inHead ? 'th' : el.nodeName;
  let attrs = '';
  for (const name of ['colspan', 'rowspan']) {
    const value = el.getAttribute(name);
    if (value && /^\d{1,3}$/.test(value) && value !== '1') attrs += ` ${name}="${value}"`;
  }
  if (inHead) attrs += ' scope="col"';
  return `<${tag}${attrs}>${renderChildren(el, ctx)}</${tag}>`;
}

function renderFormula(el: Element, ctx: RenderContext, display: boolean): string {
  ctx.state.counts.formulas += 1;
  const chosen = firstChild(el, 'alternatives') ?? el;
  const math = childElements(chosen).find((child) => child.nodeName === 'mml:math');
  const tex = childElements(chosen).find((child) => child.nodeName === 'tex-math');
  const label = firstChild(el, 'label');
  let inner: string;
  let long = false;
  if (math) {
    ctx.state.counts.mathFormulas += 1;
    const rendered = renderMath(math, display ? 'block' : 'inline', ctx.state.unknown);
    inner = rendered.html;
    long = display && isLongFormula(math, rendered.text);
  } else if (tex) inner = `<code class="tex">${escapeHtml(textOf(tex))}</code>`;
  else {
    // Only an image of the formula, which the corpus does not carry.
    const text = renderChildren(el, ctx, new Set(['label', 'graphic', 'inline-graphic', 'alternatives'])).trim();
    inner = text || '<span class="formula-missing">[formula image not reproduced]</span>';
  }
  if (!display) return `<span class="inline-formula">${inner}</span>`;
  // A long formula is shown in the "Full formula" element (spec 2.9), which collapses it once scripts run.
  const body = long ? `<full-formula>${inner}</full-formula>` : inner;
  const labelHtml = label ? `<span class="formula-label">${renderChildren(label, ctx)}</span>` : '';
  return `<div class="disp-formula"${idAttr(el, ctx)}>${body}${labelHtml}</div>`;
}

function renderSection(el: Element, ctx: RenderContext, tag: 'section' | 'aside', className: string): string {
  if (el.nodeName === 'sec') ctx.state.counts.sections += 1;
  const label = firstChild(el, 'label');
  const title = firstChild(el, 'title');
  const fallback: Record<string, string> = { ack: 'Acknowledgements', notes: 'Notes', glossary: 'Glossary', 'app-group': '', app: 'Appendix' };
  let head = '';
  const text = [label ? renderChildren(label, ctx) : '', title ? renderChildren(title, ctx) : ''].filter(Boolean).join(' ');
  if (text) head = heading(ctx, text);
  else if (fallback[el.nodeName]) head = heading(ctx, fallback[el.nodeName] ?? '');
  const inner = renderFlow(el, { ...ctx, depth: ctx.depth + 1 }, '', new Set(['label', 'title', 'sec-meta', 'object-id']));
  const classAttr = className ? ` class="${className}"` : '';
  return `<${tag}${idAttr(el, ctx)}${classAttr}>${head}${inner}</${tag}>`;
}

function renderLink(el: Element, ctx: RenderContext): string {
  const href = el.getAttribute('xlink:href') ?? textOf(el);
  const type = el.getAttribute('ext-link-type');
  const url = type === 'doi' && !/^https?:/.test(href) ? safeUrl(`doi:${href.replace(/^doi:/, '')}`) : safeUrl(href);
  const inner = renderChildren(el, ctx) || escapeHtml(href);
  return url ? `<a href="${escapeHtml(url)}" rel="noopener noreferrer">${inner}</a>` : inner;
}

function renderFootnote(el: Element, ctx: RenderContext, id = idAttr(el, ctx)): string {
  const label = firstChild(el, 'label');
  const labelHtml = label ? `<span class="fn-label">${renderChildren(label, ctx)}</span> ` : '';
  const body = renderFlow(el, ctx, '', new Set(['label']));
  const withLabel = labelHtml ? (body.startsWith('<p>') ? body.replace(/^<p>/, `<p>${labelHtml}`) : `<p>${labelHtml}</p>${body}`) : body;
  return `<div class="footnote"${id}>${withLabel}</div>`;
}

function renderList(el: Element, ctx: RenderContext): string {
  const type = el.getAttribute('list-type') ?? '';
  const ordered = /order|alpha|roman/.test(type);
  const tag = ordered ? 'ol' : 'ul';
  const typeAttr = { 'alpha-lower': 'a', 'alpha-upper': 'A', 'roman-lower': 'i', 'roman-upper': 'I' }[type];
  const classAttr = type === 'simple' ? ' class="list-simple"' : '';
  const items = childElements(el, 'list-item').map((item) => {
    const label = firstChild(item, 'label');
    const labelHtml = label ? `<span class="list-label">${renderChildren(label, ctx)}</span> ` : '';
    const inner = renderFlow(item, ctx, '', new Set(['label']));
    // One paragraph in an item is the item's text.
    const single = /^<p>((?:(?!<p[ >]).)*)<\/p>$/s.exec(inner);
    return `<li${idAttr(item, ctx)}>${labelHtml}${single ? single[1] : inner}</li>`;
  });
  const title = firstChild(el, 'title');
  const titleHtml = title ? `<p class="list-title"><strong>${renderChildren(title, ctx)}</strong></p>` : '';
  return `${titleHtml}<${tag}${idAttr(el, ctx)}${typeAttr ? ` type="${typeAttr}"` : ''}${classAttr}>${items.join('')}</${tag}>`;
}

function renderDefList(el: Element, ctx: RenderContext): string {
  const title = firstChild(el, 'title');
  const items = childElements(el, 'def-item')
    .map((item) => {
      const terms = childElements(item, 'term').map((term) => `<dt>${renderChildren(term, ctx)}</dt>`).join('');
      const defs = childElements(item, 'def').map((def) => `<dd>${renderFlow(def, ctx)}</dd>`).join('');
      return terms + defs;
    })
    .join('');
  return `${title ? `<p class="list-title"><strong>${renderChildren(title, ctx)}</strong></p>` : ''}<dl${idAttr(el, ctx)}>${items}</dl>`;
}

function renderSupplement(el: Element, ctx: RenderContext, kind: 'supplementary' | 'media'): string {
  const caption = renderCaption(el, ctx).replace(/^<figcaption>|<\/figcaption>$/g, '');
  const file = el.getAttribute('xlink:href') ?? '';
  const isVideo = kind === 'media' && (el.getAttribute('mimetype') === 'video' || /\.(mp4|mov|avi|webm)$/i.test(file));
  const download = file && ctx.files ? ctx.files.download(file) : undefined;
  const fileName = !file ? '' : download !== undefined ? downloadHtml(download, file)
    : `<p class="file-note">${isVideo ? 'Video' : 'File'} <code>${escapeHtml(file.replace(/^.*\//, ''))}</code>: not reproduced on this page${ctx.originalUrl ? `; <a href="${escapeHtml(ctx.originalUrl)}">see the original article</a>` : ''}.</p>`;
  const rest = renderFlow(el, ctx, '', new Set(['label', 'caption', 'object-id', 'media', 'graphic', 'permissions']));
  const nested = childElements(el, 'media').map((media) => renderSupplement(media, ctx, 'media')).join('');
  const permissions = childElements(el, 'permissions').map((p) => renderPermissions(p, ctx)).join('');
  return `<div class="${kind === 'media' ? 'media' : 'supplementary'}"${idAttr(el, ctx)}>${caption}${rest}${fileName}${nested}${permissions}</div>`;
}

function renderGroup(el: Element, ctx: RenderContext): string {
  const caption = renderCaption(el, ctx).replace(/^<figcaption>|<\/figcaption>$/g, '');
  const inner = renderFlow(el, ctx, '', new Set(['label', 'caption', 'object-id']));
  return `<div class="${el.nodeName}"${idAttr(el, ctx)}>${caption ? `<div class="group-caption">${caption}</div>` : ''}${inner}</div>`;
}

export function renderElement(el: Element, ctx: RenderContext): string {
  const name = el.nodeName;
  if (NOT_SHOWN.has(name)) return name === 'graphic' && el.parentNode?.nodeName !== 'fig' ? placeholder('Image', ctx, textOf(firstChild(el, 'alt-text'))) : '';
  const inline = INLINE_TAGS[name];
  if (inline) {
    const id = name === 'target' ? idAttr(el, ctx) : '';
    return id ? `<span${id}>${renderChildren(el, ctx)}</span>` : `${inline[0]}${renderChildren(el, ctx)}${inline[1]}`;
  }
  switch (name) {
    case 'sec':
      return renderSection(el, ctx, 'section', '');
    case 'app':
    case 'ack':
    case 'notes':
    case 'glossary':
      return renderSection(el, ctx, 'section', name);
    case 'app-group':
      return renderSection(el, ctx, 'section', 'app-group');
    case 'boxed-text':
      return renderSection(el, ctx, 'aside', 'boxed-text');
    case 'fn-group': {
      const title = firstChild(el, 'title');
      const inner = renderFlow(el, { ...ctx, depth: ctx.depth + 1 }, '', new Set(['title', 'label']));
      return `<section class="fn-group"${idAttr(el, ctx)}>${title ? heading(ctx, renderChildren(title, ctx)) : ''}${inner}</section>`;
    }
    case 'p':
      return renderFlow(el, ctx, idAttr(el, ctx));
    case 'list':
      return renderList(el, ctx);
    case 'list-item':
      return `<li>${renderFlow(el, ctx)}</li>`;
    case 'def-list':
      return renderDefList(el, ctx);
    case 'fig':
      return renderFigure(el, ctx);
    case 'fig-group':
      return renderFigureGroup(el, ctx) || renderGroup(el, ctx);
    case 'table-wrap-group':
    case 'disp-formula-group':
      return renderGroup(el, ctx);
    case 'table-wrap':
      return renderTableWrap(el, ctx);
    case 'table':
      return `<table>${childElements(el).map((part) => renderElement(part, ctx)).join('')}</table>`;
    case 'thead':
    case 'tbody':
    case 'tfoot':
      return `<${name}>${childElements(el, 'tr').map((row) => renderElement(row, ctx)).join('')}</${name}>`;
    case 'tr':
      return `<tr>${childElements(el).filter((c) => c.nodeName === 'td' || c.nodeName === 'th').map((cell) => renderTableCell(cell, ctx)).join('')}</tr>`;
    case 'col':
    case 'colgroup':
      // Column widths and alignment: the page's table styles lay columns out.
      return '';
    case 'disp-quote':
      return `<blockquote${idAttr(el, ctx)}>${renderFlow(el, ctx)}</blockquote>`;
    case 'attrib':
      return `<p class="attrib"><small>${renderChildren(el, ctx)}</small></p>`;
    case 'xref': {
      const inner = renderChildren(el, ctx);
      const rid = (el.getAttribute('rid') ?? '').split(/\s+/)[0];
      if (!inner.trim()) return '';
      return rid ? `<a href="#${escapeHtml(ctx.idPrefix + safeId(rid))}">${inner}</a>` : inner;
    }
    case 'related-object':
    case 'element-citation':
    case 'mixed-citation':
    case 'nlm-citation': {
      // A data set or work cited in the text (eLife's data availability): as a reference line, with its link.
      const structured = childElements(el).some((child) => ['person-group', 'source', 'year', 'data-title', 'collab', 'name'].includes(child.nodeName));
      if (!structured) return name === 'related-object' ? renderLink(el, ctx) : renderChildren(el, ctx);
      const href = el.getAttribute('xlink:href') ?? el.getAttribute('source-id') ?? '';
      const doi = childElements(el, 'pub-id').find((id) => id.getAttribute('pub-id-type') === 'doi');
      const url = safeUrl(doi ? `doi:${textOf(doi)}` : href);
      const extra = childElements(el, 'comment').map((c) => renderChildren(c, ctx)).join(' ');
      const link = url ? ` <a href="${escapeHtml(url)}" rel="noopener noreferrer">${escapeHtml(url)}</a>` : '';
      return `<span class="cited-work"${idAttr(el, ctx)}>${escapeHtml(formatCitation(el))}${extra ? ` ${extra}` : ''}${link}</span>`;
    }
    case 'ext-link':
    case 'uri':
    case 'self-uri':
    case 'related-article':
    case 'inline-supplementary-material':
      return renderLink(el, ctx);
    case 'date':
      return escapeHtml(textOf(el));
    case 'name':
      return escapeHtml([textOf(firstChild(el, 'prefix')), textOf(firstChild(el, 'given-names')), textOf(firstChild(el, 'surname')), textOf(firstChild(el, 'suffix'))].filter(Boolean).join(' '));
    case 'email': {
      const address = textOf(el);
      const url = safeUrl(`mailto:${address}`);
      return url ? `<a href="${escapeHtml(url)}">${escapeHtml(address)}</a>` : escapeHtml(address);
    }
    case 'break':
      return '<br>';
    case 'hr':
      return '<hr>';
    case 'inline-formula':
      return renderFormula(el, ctx, false);
    case 'disp-formula':
      return renderFormula(el, ctx, true);
    case 'mml:math': {
      ctx.state.counts.formulas += 1;
      ctx.state.counts.mathFormulas += 1;
      return `<span class="inline-formula">${renderMath(el, 'inline', ctx.state.unknown).html}</span>`;
    }
    case 'tex-math':
      return `<code class="tex">${escapeHtml(textOf(el))}</code>`;
    case 'alternatives': {
      // One of several encodings of the same thing: a table, then MathML, then TeX, then text.
      const best = ['table', 'mml:math', 'tex-math', 'textual-form'].map((n) => firstChild(el, n)).find(Boolean);
      return best ? renderElement(best, ctx) : renderChildren(el, ctx, new Set(['graphic', 'inline-graphic', 'media']));
    }
    case 'textual-form':
      return renderChildren(el, ctx);
    case 'supplementary-material':
      return renderSupplement(el, ctx, 'supplementary');
    case 'media':
      return renderSupplement(el, ctx, 'media');
    case 'fn': {
      // A footnote inside running text becomes a marker there and its text after the body.
      if (el.parentNode && INLINE_FOOTNOTE_PARENTS.includes(el.parentNode.nodeName)) {
        const id = ctx.idPrefix + safeId(el.getAttribute('id') ?? `fn-inline-${ctx.state.inlineFootnotes.length + 1}`);
        const label = textOf(firstChild(el, 'label')) || String(ctx.state.inlineFootnotes.length + 1);
        ctx.state.ids.add(id);
        ctx.state.inlineFootnotes.push(renderFootnote(el, ctx, ` id="${escapeHtml(id)}"`));
        return `<sup><a href="#${escapeHtml(id)}">${escapeHtml(label)}</a></sup>`;
      }
      return renderFootnote(el, ctx);
    }
    case 'permissions':
      return renderPermissions(el, ctx);
    case 'corresp':
      return `<p${idAttr(el, ctx)}>${renderChildren(el, ctx)}</p>`;
    case 'license':
      return renderChildren(el, ctx);
    case 'statement': {
      const label = firstChild(el, 'label');
      const title = firstChild(el, 'title');
      const head = [label, title].filter((part): part is Element => Boolean(part)).map((part) => renderChildren(part, ctx)).join(' ');
      return `<div class="statement"${idAttr(el, ctx)}>${head ? `<p><strong>${head}</strong></p>` : ''}${renderFlow(el, ctx, '', new Set(['label', 'title']))}</div>`;
    }
    case 'speech':
      return `<div class="speech"${idAttr(el, ctx)}>${renderFlow(el, ctx)}</div>`;
    case 'verse-group':
      return `<p class="verse"${idAttr(el, ctx)}>${childElements(el)
        .map((line) => (line.nodeName === 'verse-line' ? renderChildren(line, ctx) : renderElement(line, ctx)))
        .join('<br>')}</p>`;
    case 'code':
    case 'preformat':
      return `<pre${idAttr(el, ctx)}><code>${escapeHtml(el.textContent ?? '')}</code></pre>`;
    case 'chem-struct-wrap':
      return `<div class="chem-struct-wrap"${idAttr(el, ctx)}>${renderChildren(el, ctx, new Set(['label']))}${
        firstChild(el, 'label') ? `<span class="formula-label">${renderChildren(firstChild(el, 'label') as Element, ctx)}</span>` : ''
      }</div>`;
    case 'ref-list':
      // References are data of their own (the page lists them with their links); one nested in an appendix is listed here.
      return `<ol class="nested-references">${childElements(el, 'ref').map((ref) => `<li${idAttr(ref, ctx)}>${escapeHtml(textOf(ref))}</li>`).join('')}</ol>`;
    case 'label':
    case 'title':
    case 'caption':
      return renderChildren(el, ctx);
    default:
      ctx.state.unknown.add(name);
      return BLOCK.has(name) ? renderFlow(el, ctx) : renderChildren(el, ctx);
  }
}
