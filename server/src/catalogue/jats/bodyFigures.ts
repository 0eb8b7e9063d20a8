// The body's figures, tables and supplementary files, with what they share: a caption ("Figure 1." and
// its title) and a copyright line. A figure's image is the figure contract's markup (figures.ts);
// groups of figures, tables or formulas keep their members together under one caption.
import type { Element } from '@xmldom/xmldom';
import { childElements, collapse, escapeHtml, firstChild, textOf } from './dom.ts';
import { downloadHtml, figureImageHtml, missingImageHtml } from './figures.ts';
import { cellMarkup } from './tableHeaders.ts';
import { idAttr, type ElementRule, type ElementRules, type RenderContext, type Walk } from './bodyContext.ts';

/** "Figure 1." and the caption's title and paragraphs, as a figure's or table's <figcaption>. */
/** A figure's or table's caption; `tail` (credit lines) goes at its end, as HTML keeps a caption first or last in its figure. */
function renderCaption(el: Element, ctx: RenderContext, walk: Walk, tail = ''): string {
  const label = firstChild(el, 'label');
  const caption = firstChild(el, 'caption');
  let inner = label ? `<span class="caption-label">${walk.children(label, ctx)}</span> ` : '';
  if (caption) {
    const title = firstChild(caption, 'title');
    if (title) inner += `<span class="caption-title">${walk.children(title, ctx)}</span>`;
    inner += walk.flow(caption, ctx, '', new Set(['title']));
  }
  return inner.trim() ? `<figcaption>${inner}${tail}</figcaption>` : '';
}

/** A figure's or table's copyright and licence, in small print under it. */
function renderPermissions(el: Element, ctx: RenderContext, walk: Walk): string {
  const parts = [firstChild(el, 'copyright-statement'), ...childElements(el, 'license')]
    .filter((part): part is Element => Boolean(part))
    .map((part) => walk.children(part, ctx).trim())
    .filter(Boolean);
  if (!parts.length) {
    const text = [textOf(firstChild(el, 'copyright-year')), textOf(firstChild(el, 'copyright-holder'))].filter(Boolean).join(' ');
    if (text) parts.push(`© ${escapeHtml(text)}`);
  }
  return parts.length ? `<p class="permissions"><small>${parts.join(' ')}</small></p>` : '';
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

/**
 * A figure by the contract (docs/publishing.md): its image, anything else it holds, then its caption
 * with its credit lines (HTML keeps a figure's caption its first or last child). Its supplements
 * (eLife's figure supplements) follow it, as a row of figures of their own.
 */
function renderFigure(el: Element, ctx: RenderContext, walk: Walk, supplements: Element[] = []): string {
  ctx.state.counts.figures += 1;
  const permissions = childElements(el, 'permissions').map((p) => renderPermissions(p, ctx, walk)).join('');
  // A figure may hold a table, a formula or text besides its image: those are shown.
  const content = walk.flow(el, ctx, '', new Set(['label', 'caption', 'permissions', 'graphic', 'object-id', 'alt-text', 'long-desc', 'attrib']));
  const credits = childElements(el, 'attrib').map((a) => walk.element(a, ctx)).join('') + permissions;
  const media = figureMedia(firstChild(el, 'graphic'), ctx, figureAlt(el));
  const nested = supplements.length
    ? `<div class="article-figure-supplements">${supplements.map((supplement) => renderFigure(supplement, ctx, walk).replace('<figure class="article-figure"', '<figure class="article-figure article-figure-supplement"')).join('')}</div>`
    : '';
  const caption = renderCaption(el, ctx, walk, credits) || credits;
  return `<figure class="article-figure"${idAttr(el, ctx)} data-figure${media.missing ? ' data-figure-missing' : ''}>${media.html}${content}${caption}</figure>${nested}`;
}

/** A fig-group: eLife's figure with its supplements (child figs) shows them under it; other groups show each figure. */
function renderFigureGroup(el: Element, ctx: RenderContext, walk: Walk): string {
  const figs = childElements(el, 'fig');
  const main = figs[0];
  const children = figs.slice(1).filter((fig) => fig.getAttribute('specific-use') === 'child-fig');
  if (!main || !children.length) return '';
  const rest = figs.slice(1).filter((fig) => !children.includes(fig)).map((fig) => renderFigure(fig, ctx, walk)).join('');
  return `<div class="fig-group"${idAttr(el, ctx)}>${renderFigure(main, ctx, walk, children)}${rest}</div>`;
}

/** A table given as an image (PLOS's t00N.png): the image in the table's figure, opening full size like a figure's. */
function tableImage(graphic: Element, table: Element, ctx: RenderContext): string {
  const media = figureMedia(graphic, ctx, figureAlt(table));
  return `<div class="article-table-image" data-figure${media.missing ? ' data-figure-missing' : ''}>${media.html}</div>`;
}

function renderTableWrap(el: Element, ctx: RenderContext, walk: Walk): string {
  ctx.state.counts.tables += 1;
  const label = collapse(textOf(firstChild(el, 'label'))).replace(/\.$/, '');
  const tables = childElements(el).filter((child) => child.nodeName === 'table' || child.nodeName === 'alternatives' || child.nodeName === 'graphic');
  const chosen = tables.map((table) => (table.nodeName === 'alternatives' ? (firstChild(table, 'table') ?? table) : table));
  const scrolled = chosen.filter((table) => table.nodeName === 'table').length;
  // Each region's name is its own: a wrap of several tables names them as parts.
  let part = 0;
  // A table without a label goes by its caption's title, else by its place among the others without one.
  const title = collapse(textOf(firstChild(firstChild(el, 'caption') ?? el, 'title'))).replace(/\.$/, '');
  const name = label || title || (scrolled ? `Unnumbered table ${++ctx.state.counts.unnumberedTables}` : '');
  const region = () => escapeHtml(`${name}${scrolled > 1 ? `, part ${++part} of ${scrolled}` : ''} (scrolls sideways)`);
  let body = '';
  for (const table of chosen) {
    if (table.nodeName === 'table') body += `<div class="table-scroll" tabindex="0" role="region" aria-label="${region()}">${walk.element(table, ctx)}</div>`;
    else body += tableImage(table, el, ctx);
  }
  const foot = childElements(el, 'table-wrap-foot').map((f) => `<div class="table-foot">${walk.flow(f, ctx)}</div>`).join('');
  const permissions = childElements(el, 'permissions').map((p) => renderPermissions(p, ctx, walk)).join('');
  const rest = walk.flow(el, ctx, '', new Set(['label', 'caption', 'table', 'alternatives', 'graphic', 'table-wrap-foot', 'permissions', 'object-id']));
  return `<figure class="table"${idAttr(el, ctx)}>${renderCaption(el, ctx, walk)}${body}${rest}${foot}${permissions}</figure>`;
}

function renderTableCell(el: Element, ctx: RenderContext, walk: Walk): string {
  // Headers as tableHeaders.ts finds them (eLife writes its head's cells as <td>).
  const { tag, scope } = cellMarkup(el);
  let attrs = '';
  for (const name of ['colspan', 'rowspan']) {
    const value = el.getAttribute(name);
    if (value && /^\d{1,3}$/.test(value) && value !== '1') attrs += ` ${name}="${value}"`;
  }
  if (scope) attrs += ` scope="${scope}"`;
  return `<${tag}${attrs}>${walk.children(el, ctx)}</${tag}>`;
}

function renderSupplement(el: Element, ctx: RenderContext, walk: Walk, kind: 'supplementary' | 'media'): string {
  const caption = renderCaption(el, ctx, walk).replace(/^<figcaption>|<\/figcaption>$/g, '');
  const file = el.getAttribute('xlink:href') ?? '';
  const isVideo = kind === 'media' && (el.getAttribute('mimetype') === 'video' || /\.(mp4|mov|avi|webm)$/i.test(file));
  const download = file && ctx.files ? ctx.files.download(file) : undefined;
  const fileName = !file ? '' : download !== undefined ? downloadHtml(download, file)
    : `<p class="file-note">${isVideo ? 'Video' : 'File'} <code>${escapeHtml(file.replace(/^.*\//, ''))}</code>: not reproduced on this page${ctx.originalUrl ? `; <a href="${escapeHtml(ctx.originalUrl)}">see the original article</a>` : ''}.</p>`;
  const rest = walk.flow(el, ctx, '', new Set(['label', 'caption', 'object-id', 'media', 'graphic', 'permissions']));
  const nested = childElements(el, 'media').map((media) => renderSupplement(media, ctx, walk, 'media')).join('');
  const permissions = childElements(el, 'permissions').map((p) => renderPermissions(p, ctx, walk)).join('');
  return `<div class="${kind === 'media' ? 'media' : 'supplementary'}"${idAttr(el, ctx)}>${caption}${rest}${fileName}${nested}${permissions}</div>`;
}

function renderGroup(el: Element, ctx: RenderContext, walk: Walk): string {
  const caption = renderCaption(el, ctx, walk).replace(/^<figcaption>|<\/figcaption>$/g, '');
  const inner = walk.flow(el, ctx, '', new Set(['label', 'caption', 'object-id']));
  return `<div class="${el.nodeName}"${idAttr(el, ctx)}>${caption ? `<div class="group-caption">${caption}</div>` : ''}${inner}</div>`;
}

const tableSection: ElementRule = (el, ctx, walk) => `<${el.nodeName}>${childElements(el, 'tr').map((row) => walk.element(row, ctx)).join('')}</${el.nodeName}>`;

export const figureRules: ElementRules = {
  fig: (el, ctx, walk) => renderFigure(el, ctx, walk),
  'fig-group': (el, ctx, walk) => renderFigureGroup(el, ctx, walk) || renderGroup(el, ctx, walk),
  'table-wrap-group': renderGroup,
  'disp-formula-group': renderGroup,
  'table-wrap': renderTableWrap,
  table: (el, ctx, walk) => `<table>${childElements(el).map((part) => walk.element(part, ctx)).join('')}</table>`,
  thead: tableSection,
  tbody: tableSection,
  tfoot: tableSection,
  tr: (el, ctx, walk) => `<tr>${childElements(el).filter((c) => c.nodeName === 'td' || c.nodeName === 'th').map((cell) => renderTableCell(cell, ctx, walk)).join('')}</tr>`,
  // Column widths and alignment: the page's table styles lay columns out.
  col: () => '',
  colgroup: () => '',
  'supplementary-material': (el, ctx, walk) => renderSupplement(el, ctx, walk, 'supplementary'),
  media: (el, ctx, walk) => renderSupplement(el, ctx, walk, 'media'),
  permissions: renderPermissions,
};
