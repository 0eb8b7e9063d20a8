// The body's inline markup: emphasis and the like as HTML's own tags (or as their text alone), links
// (checked: dom.ts safeUrl), cross-references within the article, and works cited in the running text.
import type { Element } from '@xmldom/xmldom';
import { childElements, escapeHtml, firstChild, safeId, safeUrl, textOf } from './dom.ts';
import { formatCitation } from './references.ts';
import { contentOnly, idAttr, type ElementRule, type ElementRules, type RenderContext, type Walk } from './bodyContext.ts';

/** Inline markup HTML has a tag for. */
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
  'chem-struct': ['<span class="chem-struct">', '</span>'],
  speaker: ['<strong>', '</strong>'],
  // A citation's title and "et al." met outside a reference list.
  source: ['<em>', '</em>'],
  etal: ['<em>', '</em>'],
};

/** Inline markup shown as its text alone: HTML has nothing to say about it. */
const PLAIN = [
  'x', 'string-date', 'date-in-citation', 'conf-name', 'conf-loc', 'phone', 'institution', 'institution-wrap', 'country', 'addr-line',
  'role', 'comment', 'funding-source', 'award-id', 'funding-statement', 'principal-award-recipient', 'license-p', 'copyright-statement',
  'copyright-year', 'copyright-holder',
  // The other parts of a citation met outside a reference list.
  'collab', 'year', 'data-title', 'article-title', 'pub-id', 'surname', 'given-names', 'person-group', 'volume', 'fpage', 'lpage',
];

function renderLink(el: Element, ctx: RenderContext, walk: Walk): string {
  const href = el.getAttribute('xlink:href') ?? textOf(el);
  const type = el.getAttribute('ext-link-type');
  const url = type === 'doi' && !/^https?:/.test(href) ? safeUrl(`doi:${href.replace(/^doi:/, '')}`) : safeUrl(href);
  const inner = walk.children(el, ctx) || escapeHtml(href);
  return url ? `<a href="${escapeHtml(url)}" rel="noopener noreferrer">${inner}</a>` : inner;
}

/** A data set or work cited in the text (eLife's data availability): as a reference line, with its link. */
function renderCitedWork(el: Element, ctx: RenderContext, walk: Walk): string {
  const structured = childElements(el).some((child) => ['person-group', 'source', 'year', 'data-title', 'collab', 'name'].includes(child.nodeName));
  if (!structured) return el.nodeName === 'related-object' ? renderLink(el, ctx, walk) : walk.children(el, ctx);
  const href = el.getAttribute('xlink:href') ?? el.getAttribute('source-id') ?? '';
  const doi = childElements(el, 'pub-id').find((id) => id.getAttribute('pub-id-type') === 'doi');
  const url = safeUrl(doi ? `doi:${textOf(doi)}` : href);
  const extra = childElements(el, 'comment').map((c) => walk.children(c, ctx)).join(' ');
  const link = url ? ` <a href="${escapeHtml(url)}" rel="noopener noreferrer">${escapeHtml(url)}</a>` : '';
  return `<span class="cited-work"${idAttr(el, ctx)}>${escapeHtml(formatCitation(el))}${extra ? ` ${extra}` : ''}${link}</span>`;
}

const tagged = ([open, close]: [open: string, close: string]): ElementRule => (el, ctx, walk) => `${open}${walk.children(el, ctx)}${close}`;

export const markupRules: ElementRules = Object.fromEntries(Object.entries(INLINE_TAGS).map(([name, tags]) => [name, tagged(tags)]));

export const plainRules: ElementRules = Object.fromEntries(PLAIN.map((name) => [name, contentOnly]));

export const inlineRules: ElementRules = {
  // The place a link points to: its id on a span, if it has one.
  target: (el, ctx, walk) => {
    const id = idAttr(el, ctx);
    return id ? `<span${id}>${walk.children(el, ctx)}</span>` : walk.children(el, ctx);
  },
  xref: (el, ctx, walk) => {
    const inner = walk.children(el, ctx);
    const rid = (el.getAttribute('rid') ?? '').split(/\s+/)[0];
    if (!inner.trim()) return '';
    return rid ? `<a href="#${escapeHtml(ctx.idPrefix + safeId(rid))}">${inner}</a>` : inner;
  },
  'related-object': renderCitedWork,
  'element-citation': renderCitedWork,
  'mixed-citation': renderCitedWork,
  'nlm-citation': renderCitedWork,
  'ext-link': renderLink,
  uri: renderLink,
  'self-uri': renderLink,
  'related-article': renderLink,
  'inline-supplementary-material': renderLink,
  date: (el) => escapeHtml(textOf(el)),
  name: (el) => escapeHtml([textOf(firstChild(el, 'prefix')), textOf(firstChild(el, 'given-names')), textOf(firstChild(el, 'surname')), textOf(firstChild(el, 'suffix'))].filter(Boolean).join(' ')),
  email: (el) => {
    const address = textOf(el);
    const url = safeUrl(`mailto:${address}`);
    return url ? `<a href="${escapeHtml(url)}">${escapeHtml(address)}</a>` : escapeHtml(address);
  },
  break: () => '<br>',
};
