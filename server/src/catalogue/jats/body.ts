// The full text of a JATS article as HTML: every element of the body, back matter, captions and review
// reports has a rule, from a small set of tags and attributes (the page's prose styles know them),
// with every text escaped and every link checked (dom.ts safeUrl). This file walks the XML and hands
// each element to its rule; the rules are grouped by what they show: text blocks (bodyBlocks.ts),
// figures and tables (bodyFigures.ts), formulas as MathML (bodyFormulas.ts) and inline markup
// (bodyInline.ts). An element without a rule keeps its content and is reported in `unknown`, so nothing
// is dropped silently.
import type { Element, Node } from '@xmldom/xmldom';
import { escapeHtml, firstChild, isElement, isText, textOf } from './dom.ts';
import type { ElementRule, ElementRules, RenderContext, Walk } from './bodyContext.ts';
import { blockRules, INLINE_FOOTNOTE_PARENTS } from './bodyBlocks.ts';
import { figureRules } from './bodyFigures.ts';
import { formulaRules } from './bodyFormulas.ts';
import { inlineRules, markupRules, plainRules } from './bodyInline.ts';

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

/** Every element's rule by its name; two rules for one element are a mistake, refused as this module loads. */
function ruleBook(...groups: ElementRules[]): ReadonlyMap<string, ElementRule> {
  const book = new Map<string, ElementRule>();
  for (const [name, rule] of groups.flatMap((group) => Object.entries(group))) {
    if (book.has(name)) throw new Error(`JATS body: two rules for <${name}>`);
    book.set(name, rule);
  }
  return book;
}

const RULES = ruleBook(blockRules, figureRules, formulaRules, markupRules, plainRules, inlineRules);

/** The XML's line breaks and indentation are one space in HTML: the same text, fewer bytes. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

function placeholder(kind: string, ctx: RenderContext, alt: string): string {
  const link = ctx.originalUrl ? ` <a href="${escapeHtml(ctx.originalUrl)}">See the original article</a>` : '';
  const described = alt ? ` <span class="visually-hidden">${escapeHtml(alt)}</span>` : '';
  return `<div class="figure-placeholder">${kind} not reproduced on this page.${link}${described}</div>`;
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

const walk: Walk = { children: renderChildren, flow: renderFlow, element: renderElement };

export function renderElement(el: Element, ctx: RenderContext): string {
  const name = el.nodeName;
  if (NOT_SHOWN.has(name)) return name === 'graphic' && el.parentNode?.nodeName !== 'fig' ? placeholder('Image', ctx, textOf(firstChild(el, 'alt-text'))) : '';
  const rule = RULES.get(name);
  if (rule) return rule(el, ctx, walk);
  ctx.state.unknown.add(name);
  return BLOCK.has(name) ? renderFlow(el, ctx) : renderChildren(el, ctx);
}
