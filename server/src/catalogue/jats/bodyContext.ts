// What every rule of the body renderer (body.ts) works with: one rendering's context, what it collects
// on its way, and the walker a rule renders an element's content through. The walker is handed to each
// rule rather than imported: rules and walker call each other (a figure's caption holds a paragraph that
// holds a formula), and modules that import each other in a circle are refused by the lint.
import type { Element, Node } from '@xmldom/xmldom';
import { escapeHtml, safeId } from './dom.ts';
import type { ArticleFiles } from './figures.ts';

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
  counts: { sections: number; figures: number; tables: number; unnumberedTables: number; formulas: number; mathFormulas: number };
  /** Footnotes of the body met inside paragraphs (<fn> in <p>), written after the body. */
  inlineFootnotes: string[];
  /** Figure images written so far: the first loads at once, the others when they come into view. */
  images: number;
}

export function newRenderState(): RenderState {
  return { unknown: new Set(), ids: new Set(), counts: { sections: 0, figures: 0, tables: 0, unnumberedTables: 0, formulas: 0, mathFormulas: 0 }, inlineFootnotes: [], images: 0 };
}

/** How a rule renders what an element holds (body.ts). */
export interface Walk {
  /** The node's text and elements as running text, its elements named in `skip` left out. */
  children(node: Node, ctx: RenderContext, skip?: ReadonlySet<string>): string;
  /** A paragraph-like container whose children may include blocks: inline runs become <p>, blocks stay blocks. */
  flow(node: Node, ctx: RenderContext, paragraphAttrs?: string, skip?: ReadonlySet<string>): string;
  /** One element, by its rule. */
  element(el: Element, ctx: RenderContext): string;
}

/** How one element is shown. */
export type ElementRule = (el: Element, ctx: RenderContext, walk: Walk) => string;

/** Rules by element name. */
export type ElementRules = Readonly<Record<string, ElementRule>>;

/** The rule of an element shown as its content alone. */
export const contentOnly: ElementRule = (el, ctx, walk) => walk.children(el, ctx);

/** The element's id, prefixed and made safe, as an attribute; recorded so that links to it can be checked. */
export function idAttr(el: Element, ctx: RenderContext): string {
  const id = el.getAttribute('id');
  if (!id) return '';
  const full = ctx.idPrefix + safeId(id);
  ctx.state.ids.add(full);
  return ` id="${escapeHtml(full)}"`;
}

export const heading = (ctx: RenderContext, html: string, id = '') => {
  const level = Math.min(ctx.depth + 2, 6);
  return `<h${level}${id}>${html}</h${level}>`;
};
