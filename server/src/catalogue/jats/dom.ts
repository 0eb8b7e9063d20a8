// Walking a JATS document parsed by xmldom: child and descendant lookups, text, and the escaping and
// URL rules every part of the HTML rendering shares.
import type { Element, Node } from '@xmldom/xmldom';

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const CDATA_SECTION_NODE = 4;

export function isElement(node: Node): node is Element {
  return node.nodeType === ELEMENT_NODE;
}

export function isText(node: Node): boolean {
  return node.nodeType === TEXT_NODE || node.nodeType === CDATA_SECTION_NODE;
}

export function childElements(node: Node, name?: string): Element[] {
  const out: Element[] = [];
  for (let i = 0; i < node.childNodes.length; i++) {
    const child = node.childNodes[i];
    if (child && isElement(child) && (name === undefined || child.nodeName === name)) out.push(child);
  }
  return out;
}

export function firstChild(node: Node, name: string): Element | undefined {
  return childElements(node, name)[0];
}

/** Descendants named `name`, not descending into elements named in `stopAt`. */
export function descendants(node: Node, name: string, stopAt: ReadonlySet<string> = new Set()): Element[] {
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

export function firstDescendant(node: Node, name: string, stopAt?: ReadonlySet<string>): Element | undefined {
  return descendants(node, name, stopAt)[0];
}

export const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Elements whose boundaries separate words when their text is read out as plain text. */
const BLOCKISH = new Set([
  'p', 'sec', 'title', 'label', 'list-item', 'td', 'th', 'tr', 'caption', 'aff', 'institution', 'country', 'addr-line', 'name',
  'surname', 'given-names', 'source', 'year', 'article-title', 'person-group',
]);

/** Text of a node, with a space at block-like element boundaries, skipping the named elements. */
export function textOf(node: Node | undefined, skip: ReadonlySet<string> = new Set()): string {
  if (!node) return '';
  const parts: string[] = [];
  const walk = (current: Node) => {
    for (let i = 0; i < current.childNodes.length; i++) {
      const child = current.childNodes[i];
      if (!child) continue;
      if (isText(child)) parts.push(child.nodeValue ?? '');
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

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Plain text from HTML we produced ourselves (tags are ours, entities are the four we escape). */
export function htmlToText(html: string): string {
  return collapse(
    html
      .replace(/<button\b[^>]*>[\s\S]*?<\/button>/g, ' ')
      .replace(/<\/?(?:em|strong|sup|sub|u|code|s|span|a|math|mi|mo|mn|mrow|msub|msup|msubsup|mfrac|mtext|mover|munder|munderover|msqrt|mroot|mstyle|mpadded|mspace)\b[^>]*>/g, '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&'),
  );
}

/** Ids from the XML, kept to the characters an HTML id and a URL fragment take without escaping. */
export const safeId = (id: string) => id.replace(/[^A-Za-z0-9_.-]/g, '-');

/** Web and DOI addresses only: anything else (javascript:, file names, ftp) is shown as text. */
export function safeUrl(url: string): string | null {
  const trimmed = url.trim();
  if (/^https?:\/\/[^\s"<>]+$/i.test(trimmed)) return trimmed;
  if (/^10\.\d{4,9}\/\S+$/.test(trimmed)) return `https://doi.org/${trimmed}`;
  if (/^doi:10\./i.test(trimmed)) return `https://doi.org/${trimmed.slice(4)}`;
  if (/^www\.[^\s"<>]+$/i.test(trimmed)) return `https://${trimmed}`;
  if (/^mailto:[^\s"<>]+@[^\s"<>]+$/i.test(trimmed)) return trimmed;
  return null;
}
