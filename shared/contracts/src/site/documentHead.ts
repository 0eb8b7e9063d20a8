// The document head of a page, from the RouteHead its route module computes: one resolution into
// tags, rendered as an HTML string by the server (renderHeadHtml) and applied to the DOM by the browser
// after client-side navigation (applyDocumentHead), so both give the same head for the same page.
// Every tag this module writes carries `data-oap-head`; the browser replaces exactly those, so a 404's
// noindex, an article's citation_* tags, a canonical or JSON-LD never stay behind on the next page.
import type { HeadMeta, JsonLdObject, JsonValue, RouteHead } from '../federation/contract.ts';
import { displayedStatus, errorMessageFor } from '../errors/errorMessages.ts';
import { feedLinksFor } from './feedLinks.ts';
import { formatTitle, titleFromPath } from './pageTitle.ts';
import { siteName } from './publisher.ts';

/** The attribute that marks the tags of the current page's head. */
export const headMarker = 'data-oap-head';

export interface HeadContext {
  /** The site's origin as readers reach it (PUBLIC_URL), e.g. "https://www.example.org". */
  origin: string;
  /** The requested path (no query): the canonical URL when the head names none, the fallback title. */
  pathname: string;
  /** The requested query ("?subject=…"): only which feeds the page announces reads it, never the canonical URL. */
  search?: string;
  /** The page's HTTP status; 400 and above is the error page: "noindex, nofollow", no canonical. */
  status: number;
  /** The page's own title when its module gives none; "{title} | the product" is added here. Default: from the path. */
  fallbackTitle?: string;
}

/** One tag of the head as data: a string on the server, an element in the browser. */
export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attributes: Array<[name: string, value: string]>;
  /** The serialised JSON-LD of a script tag, already safe inside <script>. */
  json?: string;
}

export interface ResolvedHead {
  /** The whole document title. */
  title: string;
  tags: HeadTag[];
}

/** The head of the error page (spec 1 and 8): "404 - Page not found", never indexed or followed. */
export function errorPageHead(statusCode: number): RouteHead {
  const status = displayedStatus(statusCode);
  return { title: `${status} - ${status === 404 ? 'Page not found' : errorMessageFor(status)}`, robots: 'noindex, nofollow' };
}

/** A site path (or an absolute URL, kept) as an absolute URL on the site's origin. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return path;
  const base = origin.replace(/\/+$/, '');
  if (path.startsWith('//')) return `${base}/${path.replace(/^\/+/, '')}`;
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/** JSON-LD keys whose string values are URLs: a site path there becomes absolute. */
const urlKeys = new Set(['url', '@id', 'image', 'logo', 'mainEntityOfPage', 'sameAs']);

function resolveJsonPaths(value: JsonValue, origin: string, key?: string): JsonValue {
  if (typeof value === 'string') return key && urlKeys.has(key) && /^\/(?!\/)/.test(value) ? absoluteUrl(origin, value) : value;
  if (Array.isArray(value)) return value.map((item) => resolveJsonPaths(item, origin, key));
  if (value && typeof value === 'object') {
    const out: JsonLdObject = {};
    for (const [name, item] of Object.entries(value)) out[name] = resolveJsonPaths(item, origin, name);
    return out;
  }
  return value;
}

/** JSON that cannot end its <script> element or break a line in old parsers. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const alreadyFormatted = () => ` | ${siteName()}`;

function pageTitle(head: RouteHead | undefined, context: HeadContext): string {
  const own = head?.title || context.fallbackTitle || (context.pathname === '/' ? undefined : titleFromPath(context.pathname));
  // A caller may hand over a finished title: it is not wrapped twice.
  return own?.endsWith(alreadyFormatted()) ? own : formatTitle(own);
}

function metaTag(meta: HeadMeta, origin: string): HeadTag | null {
  const key = meta.name !== undefined ? 'name' : meta.property !== undefined ? 'property' : null;
  if (!key || meta.content === '') return null;
  const content = meta.sitePath ? absoluteUrl(origin, meta.content) : meta.content;
  return { tag: 'meta', attributes: [[key, (key === 'name' ? meta.name : meta.property)!], ['content', content]] };
}

const named = (name: string, content: string): HeadTag => ({ tag: 'meta', attributes: [['name', name], ['content', content]] });
const property = (name: string, content: string): HeadTag => ({ tag: 'meta', attributes: [['property', name], ['content', content]] });

/** The page's head as a title and tags, in document order. */
export function resolveHead(pageHead: RouteHead | undefined, context: HeadContext): ResolvedHead {
  const isError = context.status >= 400;
  const head = isError ? { ...errorPageHead(context.status), ...pageHead, robots: 'noindex, nofollow' } : (pageHead ?? {});
  const title = pageTitle(head, context);
  const tags: HeadTag[] = [];
  if (head.description) tags.push(named('description', head.description));
  if (head.robots) tags.push(named('robots', head.robots));
  // An error page has no canonical URL, Open Graph or citation data: nothing there is to be shared or cited.
  if (isError) return { title, tags };

  const canonical = absoluteUrl(context.origin, head.canonical ?? context.pathname);
  tags.push({ tag: 'link', attributes: [['rel', 'canonical'], ['href', canonical]] });
  for (const feed of feedLinksFor(context.pathname, context.search)) {
    const href = absoluteUrl(context.origin, feed.href);
    tags.push({ tag: 'link', attributes: [['rel', 'alternate'], ['type', 'application/rss+xml'], ['title', `${feed.title} (RSS)`], ['href', href]] });
    tags.push({ tag: 'link', attributes: [['rel', 'alternate'], ['type', 'application/atom+xml'], ['title', `${feed.title} (Atom)`], ['href', `${href}/atom`]] });
  }
  const og = head.openGraph ?? {};
  tags.push(property('og:type', og.type ?? 'website'));
  tags.push(property('og:title', og.title ?? head.title ?? title.slice(0, -alreadyFormatted().length)));
  const description = og.description ?? head.description;
  if (description) tags.push(property('og:description', description));
  tags.push(property('og:url', canonical));
  tags.push(property('og:site_name', siteName()));
  if (og.image) tags.push(property('og:image', absoluteUrl(context.origin, og.image)));
  for (const meta of head.meta ?? []) {
    const tag = metaTag(meta, context.origin);
    if (tag) tags.push(tag);
  }
  for (const object of head.jsonLd ?? []) {
    tags.push({ tag: 'script', attributes: [['type', 'application/ld+json']], json: scriptSafeJson(resolveJsonPaths(object, context.origin)) });
  }
  return { title, tags };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function tagHtml(tag: HeadTag, nonce: string): string {
  const attributes = tag.attributes.map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('');
  if (tag.tag !== 'script') return `<${tag.tag}${attributes} ${headMarker}="">`;
  // The JSON-LD block is data and never runs, but the policy's nonce keeps strict CSP checkers quiet.
  const nonceAttribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
  return `<script${attributes}${nonceAttribute} ${headMarker}="">${tag.json ?? ''}</script>`;
}

/**
 * The head tags of a server-rendered page, title first; every value escaped. The caller puts them
 * in <head> in place of the template's <title>. `fallbackTitle` is the page's own title when its
 * module gives none (e.g. titleFromPath); with status >= 400 the head is the error page's.
 */
export function renderHeadHtml(
  head: RouteHead | undefined,
  context: { origin: string; pathname: string; search?: string; status: number; nonce: string; fallbackTitle?: string },
): string {
  const resolved = resolveHead(head, context);
  return `<title>${escapeHtml(resolved.title)}</title>${resolved.tags.map((tag) => tagHtml(tag, context.nonce)).join('')}`;
}

/**
 * Tags of the kinds this module manages that do not carry the marker: an older server document or a
 * page script may have written them, and they would otherwise outlive the page they belong to.
 */
const unmarkedSelector = [
  'meta[name="description"]',
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][type="application/rss+xml"]',
  'link[rel="alternate"][type="application/atom+xml"]',
  'meta[property^="og:"]',
  'meta[name^="citation_"]',
  'meta[name^="DC."]',
  'script[type="application/ld+json"]',
]
  .map((selector) => `${selector}:not([${headMarker}])`)
  .join(', ');

/** Identity of a tag, to leave the head alone when it already is what the page needs (hydration). */
function tagKey(tag: HeadTag): string {
  return JSON.stringify([tag.tag, tag.attributes, tag.json ? (JSON.parse(tag.json) as unknown) : null]);
}

function elementKey(element: Element): string {
  // The nonce is left out: browsers hide its value from scripts once the document has loaded.
  const attributes = element
    .getAttributeNames()
    .filter((name) => name !== headMarker && name !== 'nonce')
    .map((name) => [name, element.getAttribute(name) ?? '']);
  const json = element.tagName === 'SCRIPT' ? (JSON.parse(element.textContent || 'null') as unknown) : null;
  return JSON.stringify([element.tagName.toLowerCase(), attributes, json]);
}

function createElement(doc: Document, tag: HeadTag): HTMLElement {
  const element = doc.createElement(tag.tag);
  for (const [name, value] of tag.attributes) element.setAttribute(name, value);
  element.setAttribute(headMarker, '');
  // A script's textContent is not parsed as HTML: the JSON needs no escaping here, but it is the same text the server sent.
  if (tag.json !== undefined) element.textContent = tag.json;
  return element;
}

/**
 * Makes the document's head the page's: sets the title and replaces every marked tag (and stray
 * unmarked ones of the same kinds) with the page's. Leaves the tags alone when they already match,
 * so hydrating a server-rendered page does not rewrite its head.
 */
export function applyDocumentHead(head: RouteHead | undefined, context: HeadContext, doc: Document = document): void {
  const resolved = resolveHead(head, context);
  if (doc.title !== resolved.title) doc.title = resolved.title;
  const current = Array.from(doc.head.querySelectorAll(`[${headMarker}]`));
  const strays = Array.from(doc.head.querySelectorAll(unmarkedSelector));
  const wanted = resolved.tags.map(tagKey);
  const same = strays.length === 0 && current.length === wanted.length && current.every((element, index) => safeKey(element) === wanted[index]);
  if (same) return;
  for (const element of [...current, ...strays]) element.remove();
  doc.head.append(...resolved.tags.map((tag) => createElement(doc, tag)));
}

function safeKey(element: Element): string | null {
  try {
    return elementKey(element);
  } catch {
    // A marked script whose text is not JSON is not ours any more: replace it.
    return null;
  }
}
