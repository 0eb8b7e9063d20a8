// MathML from JATS (mml: prefixed, MathML 2/3) to the MathML Core that browsers render natively in HTML:
// the prefix dropped, presentation elements and their layout attributes kept, deprecated <mfenced>
// rewritten as the <mrow> of <mo> it stands for, <semantics> reduced to its presentation child.
import type { Element } from '@xmldom/xmldom';
import { childElements, collapse, escapeHtml, isElement, isText, textOf } from './dom.ts';

/** Presentation MathML elements a browser renders (MathML Core) plus the few it shows as rows. */
const MATH_ELEMENTS = new Set([
  'math', 'mi', 'mn', 'mo', 'ms', 'mtext', 'mspace', 'mrow', 'mfrac', 'msqrt', 'mroot', 'mstyle', 'merror', 'mpadded', 'mphantom',
  'msub', 'msup', 'msubsup', 'munder', 'mover', 'munderover', 'mmultiscripts', 'mprescripts', 'none', 'mtable', 'mtr', 'mtd',
  'mlabeledtr', 'menclose', 'maction',
]);

/** Attributes that change how a formula reads or is laid out; ids, classes and styles are not carried. */
const MATH_ATTRIBUTES = new Set([
  'mathvariant', 'display', 'displaystyle', 'scriptlevel', 'stretchy', 'fence', 'separator', 'form', 'lspace', 'rspace', 'largeop',
  'movablelimits', 'symmetric', 'minsize', 'maxsize', 'accent', 'accentunder', 'linethickness', 'width', 'height', 'depth',
  'columnalign', 'rowalign', 'columnspan', 'rowspan', 'columnlines', 'rowlines', 'frame', 'notation', 'voffset', 'alttext',
]);

function attributes(el: Element): string {
  let out = '';
  for (let i = 0; i < el.attributes.length; i++) {
    const attr = el.attributes[i];
    if (!attr) continue;
    const name = attr.name.replace(/^mml:/, '');
    if (MATH_ATTRIBUTES.has(name) && /^[\w .%#:+-]*$/.test(attr.value)) out += ` ${name}="${escapeHtml(attr.value)}"`;
  }
  return out;
}

const localName = (el: Element) => el.nodeName.replace(/^mml:/, '');

function mathChildren(el: Element, unknown: Set<string>): string {
  let html = '';
  for (let i = 0; i < el.childNodes.length; i++) {
    const child = el.childNodes[i];
    if (!child) continue;
    if (isText(child)) {
      // Indentation between elements is not content; inside <mtext> inner spaces are.
      const text = (child.nodeValue ?? '').replace(/\s+/g, ' ');
      if (!text.trim()) continue;
      html += escapeHtml(localName(el) === 'mtext' ? text : text.trim());
    } else if (isElement(child)) html += mathElement(child, unknown);
  }
  return html;
}

/** <mfenced open="(" close=")" separators=","> a b </mfenced> as MathML Core writes it. */
function fenced(el: Element, unknown: Set<string>): string {
  const open = el.getAttribute('open') ?? '(';
  const close = el.getAttribute('close') ?? ')';
  const separators = (el.getAttribute('separators') ?? ',').replace(/\s+/g, '');
  const items = childElements(el);
  let html = open ? `<mo>${escapeHtml(open)}</mo>` : '';
  items.forEach((item, index) => {
    if (index > 0 && separators) html += `<mo separator="true">${escapeHtml(separators[Math.min(index - 1, separators.length - 1)] ?? ',')}</mo>`;
    html += mathElement(item, unknown);
  });
  if (close) html += `<mo>${escapeHtml(close)}</mo>`;
  return `<mrow>${html}</mrow>`;
}

function mathElement(el: Element, unknown: Set<string>): string {
  const name = localName(el);
  if (name === 'mfenced') return fenced(el, unknown);
  // The annotations are other encodings of the same formula (TeX, content MathML): the first child is what is shown.
  if (name === 'semantics') {
    const shown = childElements(el).find((child) => !/annotation/.test(child.nodeName));
    return shown ? mathElement(shown, unknown) : '';
  }
  if (name === 'annotation' || name === 'annotation-xml') return '';
  if (!MATH_ELEMENTS.has(name)) {
    // Content MathML or a typo: keep what it says as a row, and tell the import.
    unknown.add(`mml:${name}`);
    return `<mrow>${mathChildren(el, unknown)}</mrow>`;
  }
  return `<${name}${attributes(el)}>${mathChildren(el, unknown)}</${name}>`;
}

export interface RenderedMath {
  html: string;
  /** The formula's text, for search, plain-text contexts and deciding when a formula is long. */
  text: string;
}

/** One <mml:math> as HTML MathML; `display` forces block layout for display formulas. */
export function renderMath(math: Element, display: 'block' | 'inline', unknown: Set<string>): RenderedMath {
  const alt = math.getAttribute('alttext');
  const inner = mathChildren(math, unknown);
  const altAttr = alt ? ` alttext="${escapeHtml(alt)}"` : '';
  return { html: `<math display="${display}"${altAttr}>${inner}</math>`, text: collapse(textOf(math)) };
}

/** A display formula longer than this (characters of its text, or rows of its tables) starts collapsed. */
export const LONG_FORMULA_CHARS = 80;
export const LONG_FORMULA_ROWS = 4;

export function isLongFormula(math: Element, text: string): boolean {
  const rows = math.getElementsByTagName('mml:mtr').length + math.getElementsByTagName('mml:mlabeledtr').length;
  return text.length > LONG_FORMULA_CHARS || rows > LONG_FORMULA_ROWS;
}
