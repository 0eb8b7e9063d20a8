// The body's text blocks: sections and their headings (appendices, acknowledgements and notes too),
// paragraphs, lists, footnotes, quotes, statements, verse and code. Figures and tables are in
// bodyFigures.ts, formulas in bodyFormulas.ts.
import type { Element } from '@xmldom/xmldom';
import { childElements, escapeHtml, firstChild, safeId, textOf } from './dom.ts';
import { contentOnly, heading, idAttr, type ElementRules, type RenderContext, type Walk } from './bodyContext.ts';

/**
 * Where a footnote is a marker in the running text (its text goes after the body). Anywhere else (a
 * footnote group, a table's foot) it is a block of its own: a <div>, which no <p> may hold.
 */
export const INLINE_FOOTNOTE_PARENTS = ['p', 'td', 'th', 'title', 'list-item'];

function renderSection(el: Element, ctx: RenderContext, walk: Walk, tag: 'section' | 'aside', className: string): string {
  if (el.nodeName === 'sec') ctx.state.counts.sections += 1;
  const label = firstChild(el, 'label');
  const title = firstChild(el, 'title');
  const fallback: Record<string, string> = { ack: 'Acknowledgements', notes: 'Notes', glossary: 'Glossary', 'app-group': '', app: 'Appendix' };
  let head = '';
  const text = [label ? walk.children(label, ctx) : '', title ? walk.children(title, ctx) : ''].filter(Boolean).join(' ');
  if (text) head = heading(ctx, text);
  else if (fallback[el.nodeName]) head = heading(ctx, fallback[el.nodeName] ?? '');
  // A section without a heading leaves its subsections' level as it was: a level is never skipped.
  const inner = walk.flow(el, { ...ctx, depth: head ? ctx.depth + 1 : ctx.depth }, '', new Set(['label', 'title', 'sec-meta', 'object-id']));
  const classAttr = className ? ` class="${className}"` : '';
  return `<${tag}${idAttr(el, ctx)}${classAttr}>${head}${inner}</${tag}>`;
}

function renderFootnote(el: Element, ctx: RenderContext, walk: Walk, id = idAttr(el, ctx)): string {
  const label = firstChild(el, 'label');
  const labelHtml = label ? `<span class="fn-label">${walk.children(label, ctx)}</span> ` : '';
  const body = walk.flow(el, ctx, '', new Set(['label']));
  const withLabel = labelHtml ? (body.startsWith('<p>') ? body.replace(/^<p>/, `<p>${labelHtml}`) : `<p>${labelHtml}</p>${body}`) : body;
  return `<div class="footnote"${id}>${withLabel}</div>`;
}

/** A footnote inside running text becomes a marker there and its text after the body. */
function renderFootnoteOrMarker(el: Element, ctx: RenderContext, walk: Walk): string {
  if (el.parentNode && INLINE_FOOTNOTE_PARENTS.includes(el.parentNode.nodeName)) {
    const id = ctx.idPrefix + safeId(el.getAttribute('id') ?? `fn-inline-${ctx.state.inlineFootnotes.length + 1}`);
    const label = textOf(firstChild(el, 'label')) || String(ctx.state.inlineFootnotes.length + 1);
    ctx.state.ids.add(id);
    ctx.state.inlineFootnotes.push(renderFootnote(el, ctx, walk, ` id="${escapeHtml(id)}"`));
    return `<sup><a href="#${escapeHtml(id)}">${escapeHtml(label)}</a></sup>`;
  }
  return renderFootnote(el, ctx, walk);
}

function renderList(el: Element, ctx: RenderContext, walk: Walk): string {
  const type = el.getAttribute('list-type') ?? '';
  const ordered = /order|alpha|roman/.test(type);
  const tag = ordered ? 'ol' : 'ul';
  const typeAttr = { 'alpha-lower': 'a', 'alpha-upper': 'A', 'roman-lower': 'i', 'roman-upper': 'I' }[type];
  const classAttr = type === 'simple' ? ' class="list-simple"' : '';
  const items = childElements(el, 'list-item').map((item) => {
    const label = firstChild(item, 'label');
    const labelHtml = label ? `<span class="list-label">${walk.children(label, ctx)}</span> ` : '';
    const inner = walk.flow(item, ctx, '', new Set(['label']));
    // One paragraph in an item is the item's text.
    const single = /^<p>((?:(?!<p[ >]).)*)<\/p>$/s.exec(inner);
    return `<li${idAttr(item, ctx)}>${labelHtml}${single ? single[1] : inner}</li>`;
  });
  const title = firstChild(el, 'title');
  const titleHtml = title ? `<p class="list-title"><strong>${walk.children(title, ctx)}</strong></p>` : '';
  return `${titleHtml}<${tag}${idAttr(el, ctx)}${typeAttr ? ` type="${typeAttr}"` : ''}${classAttr}>${items.join('')}</${tag}>`;
}

function renderDefList(el: Element, ctx: RenderContext, walk: Walk): string {
  const title = firstChild(el, 'title');
  const items = childElements(el, 'def-item')
    .map((item) => {
      const terms = childElements(item, 'term').map((term) => `<dt>${walk.children(term, ctx)}</dt>`).join('');
      const defs = childElements(item, 'def').map((def) => `<dd>${walk.flow(def, ctx)}</dd>`).join('');
      return terms + defs;
    })
    .join('');
  return `${title ? `<p class="list-title"><strong>${walk.children(title, ctx)}</strong></p>` : ''}<dl${idAttr(el, ctx)}>${items}</dl>`;
}

function renderStatement(el: Element, ctx: RenderContext, walk: Walk): string {
  const label = firstChild(el, 'label');
  const title = firstChild(el, 'title');
  const head = [label, title].filter((part): part is Element => Boolean(part)).map((part) => walk.children(part, ctx)).join(' ');
  return `<div class="statement"${idAttr(el, ctx)}>${head ? `<p><strong>${head}</strong></p>` : ''}${walk.flow(el, ctx, '', new Set(['label', 'title']))}</div>`;
}

const namedSection = (el: Element, ctx: RenderContext, walk: Walk) => renderSection(el, ctx, walk, 'section', el.nodeName);
const preformatted = (el: Element, ctx: RenderContext) => `<pre${idAttr(el, ctx)}><code>${escapeHtml(el.textContent ?? '')}</code></pre>`;

export const blockRules: ElementRules = {
  sec: (el, ctx, walk) => renderSection(el, ctx, walk, 'section', ''),
  app: namedSection,
  ack: namedSection,
  notes: namedSection,
  glossary: namedSection,
  'app-group': namedSection,
  'boxed-text': (el, ctx, walk) => renderSection(el, ctx, walk, 'aside', 'boxed-text'),
  'fn-group': (el, ctx, walk) => {
    const title = firstChild(el, 'title');
    const inner = walk.flow(el, { ...ctx, depth: title ? ctx.depth + 1 : ctx.depth }, '', new Set(['title', 'label']));
    return `<section class="fn-group"${idAttr(el, ctx)}>${title ? heading(ctx, walk.children(title, ctx)) : ''}${inner}</section>`;
  },
  fn: renderFootnoteOrMarker,
  p: (el, ctx, walk) => walk.flow(el, ctx, idAttr(el, ctx)),
  list: renderList,
  'list-item': (el, ctx, walk) => `<li>${walk.flow(el, ctx)}</li>`,
  'def-list': renderDefList,
  'disp-quote': (el, ctx, walk) => `<blockquote${idAttr(el, ctx)}>${walk.flow(el, ctx)}</blockquote>`,
  attrib: (el, ctx, walk) => `<p class="attrib"><small>${walk.children(el, ctx)}</small></p>`,
  hr: () => '<hr>',
  corresp: (el, ctx, walk) => `<p${idAttr(el, ctx)}>${walk.children(el, ctx)}</p>`,
  license: contentOnly,
  statement: renderStatement,
  speech: (el, ctx, walk) => `<div class="speech"${idAttr(el, ctx)}>${walk.flow(el, ctx)}</div>`,
  'verse-group': (el, ctx, walk) =>
    `<p class="verse"${idAttr(el, ctx)}>${childElements(el)
      .map((line) => (line.nodeName === 'verse-line' ? walk.children(line, ctx) : walk.element(line, ctx)))
      .join('<br>')}</p>`,
  code: preformatted,
  preformat: preformatted,
  'chem-struct-wrap': (el, ctx, walk) =>
    `<div class="chem-struct-wrap"${idAttr(el, ctx)}>${walk.children(el, ctx, new Set(['label']))}${
      firstChild(el, 'label') ? `<span class="formula-label">${walk.children(firstChild(el, 'label') as Element, ctx)}</span>` : ''
    }</div>`,
  // References are data of their own (the page lists them with their links); one nested in an appendix is listed here.
  'ref-list': (el, ctx) => `<ol class="nested-references">${childElements(el, 'ref').map((ref) => `<li${idAttr(ref, ctx)}>${escapeHtml(textOf(ref))}</li>`).join('')}</ol>`,
  // Parts their parent shows in its own place (a caption's title): met anywhere else, their content.
  label: contentOnly,
  title: contentOnly,
  caption: contentOnly,
};
