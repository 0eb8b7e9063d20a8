// The article's prepared HTML (our own tag set: catalogue/articlePreparation.ts) laid out in a pdfkit
// document: headings, paragraphs with emphasis, sub/superscripts and links, lists, display formulas
// typeset by MathJax (formulas.ts) and formulas in the text as linear text, figures with their
// captions, tables as ruled grids, footnotes and notes.
import type { JSDOM } from 'jsdom';
import type { PdfFont } from './fonts.ts';
import { drawFormula, formulaSize, type Formula } from './formulas.ts';

type Doc = PDFKit.PDFDocument;
type DomNode = InstanceType<JSDOM['window']['Node']>;
type DomElement = InstanceType<JSDOM['window']['Element']>;

interface Run {
  text: string;
  font: PdfFont;
  size: number;
  link?: string;
}

interface Style {
  bold: boolean;
  italic: boolean;
  mono: boolean;
  size: number;
  script: boolean;
  link?: string;
}

export const BODY_SIZE = 10;
const TEXT_COLOR = '#111111';
const MUTED = '#444444';

function fontOf(style: Style): PdfFont {
  if (style.mono) return 'mono';
  if (style.bold && style.italic) return 'serifBoldItalic';
  if (style.bold) return 'serifBold';
  if (style.italic) return 'serifItalic';
  return 'serif';
}

/** MathML as one line of text: fractions as (a)/(b), scripts with ^ and _, roots with √. */
export function mathText(el: DomElement): string {
  const kids = Array.from(el.children) as DomElement[];
  const inner = (i: number) => (kids[i] ? mathText(kids[i]) : '');
  const group = (text: string) => (text.length > 1 ? `(${text})` : text);
  switch (el.localName) {
    case 'mfrac':
      return `${group(inner(0))}/${group(inner(1))}`;
    case 'msup':
      return `${inner(0)}^${group(inner(1))}`;
    case 'msub':
      return `${inner(0)}_${group(inner(1))}`;
    case 'msubsup':
      return `${inner(0)}_${group(inner(1))}^${group(inner(2))}`;
    case 'munder':
      return `${inner(0)}_${group(inner(1))}`;
    case 'mover':
      return `${inner(0)}${inner(1) === '¯' || inner(1) === '‾' ? '̄' : `^${group(inner(1))}`}`;
    case 'munderover':
      return `${inner(0)}_${group(inner(1))}^${group(inner(2))}`;
    case 'msqrt':
      return `√(${kids.map(mathText).join('')})`;
    case 'mroot':
      return `${group(inner(1))}√(${inner(0)})`;
    case 'mtable':
      return kids.map(mathText).join('; ');
    case 'mtr':
    case 'mlabeledtr':
      return kids.map(mathText).join('  ');
    case 'mspace':
      return ' ';
    case 'mi':
    case 'mn':
    case 'mo':
    case 'mtext':
    case 'ms':
      return (el.textContent ?? '').trim() || ' ';
    default:
      return kids.length ? kids.map(mathText).join('') : (el.textContent ?? '');
  }
}

/** The inline content of an element as styled runs. */
function runsOf(node: DomNode, style: Style, out: Run[] = []): Run[] {
  for (const child of Array.from(node.childNodes) as DomNode[]) {
    if (child.nodeType === 3) {
      const text = (child.textContent ?? '').replace(/\s+/g, ' ');
      if (text) out.push({ text, font: fontOf(style), size: style.script ? style.size * 0.72 : style.size, ...(style.link ? { link: style.link } : {}) });
      continue;
    }
    if (child.nodeType !== 1) continue;
    const el = child as DomElement;
    const tag = el.localName;
    if (tag === 'math') {
      // A formula in the text stays linear text: pdfkit breaks continued text into lines itself, tells
      // no position of a piece of it and gives every line one height, so a typeset box could be
      // neither placed at its point in the line nor given room for a fraction's height.
      out.push({ text: mathText(el), font: fontOf({ ...style, italic: false }), size: style.size });
      continue;
    }
    if (tag === 'button' || el.classList.contains('visually-hidden') || el.classList.contains('figure-placeholder')) continue;
    if (tag === 'br') {
      out.push({ text: '\n', font: fontOf(style), size: style.size });
      continue;
    }
    const next: Style = { ...style };
    if (tag === 'strong' || tag === 'b' || tag === 'dt') next.bold = true;
    if (tag === 'em' || tag === 'i') next.italic = !style.italic;
    if (tag === 'code' || tag === 'pre') next.mono = true;
    if (tag === 'sup' || tag === 'sub') next.script = true;
    if (tag === 'small') next.size = style.size * 0.85;
    if (tag === 'a') {
      const href = el.getAttribute('href') ?? '';
      if (/^https?:/.test(href)) next.link = href;
    }
    runsOf(el, next, out);
  }
  return out;
}

export interface FlowOptions {
  /** Room kept at the foot of each page for the running footer. */
  bottom: number;
  /** Figure images by their address in the page (PNG or JPEG, as pdfkit draws them), when the article has them. */
  images?: ReadonlyMap<string, { data: Buffer; width: number; height: number }>;
  /** Display formulas typeset by MathJax, by their <math> markup (displayFormulas); the others are written as text. */
  formulas?: ReadonlyMap<string, Formula>;
}

/** Room kept at the right of a display formula for its label: MathJax breaks formulas to the column less this. */
export const FORMULA_LABEL_ROOM = 36;

/** The <math> markup of the display formulas under `root`, as the flow looks them up in `formulas`. */
export function displayFormulas(root: DomElement): string[] {
  return Array.from(root.querySelectorAll('.disp-formula math'), (math) => math.outerHTML);
}

export class PdfFlow {
  private readonly doc: Doc;
  private readonly options: FlowOptions;

  constructor(doc: Doc, options: FlowOptions) {
    this.doc = doc;
    this.options = options;
  }

  private get left() {
    return this.doc.page.margins.left;
  }

  private get width() {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  private ensure(height: number) {
    if (this.doc.y + height > this.doc.page.height - this.options.bottom) this.doc.addPage();
  }

  /** Writes runs as one paragraph at the current position. */
  paragraph(runs: Run[], options: { indent?: number; gap?: number; color?: string; align?: 'left' | 'justify' } = {}) {
    const visible = runs.filter((run) => run.text.trim() || run.text === ' ').map((run) => ({ ...run }));
    if (!visible.length) return;
    // pdfkit drops a space that opens a continued run: it goes to the end of the run before.
    for (let i = 1; i < visible.length; i++) {
      const run = visible[i]!;
      const before = visible[i - 1]!;
      if (/^\s/.test(run.text)) {
        run.text = run.text.replace(/^\s+/, '');
        if (!/\s$/.test(before.text)) before.text += ' ';
      }
    }
    const indent = options.indent ?? 0;
    const first = visible[0]!;
    this.doc.font(first.font).fontSize(first.size);
    this.ensure(first.size * 2.4);
    const x = this.left + indent;
    const width = this.width - indent;
    this.doc.fillColor(options.color ?? TEXT_COLOR);
    visible.forEach((run, index) => {
      const last = index === visible.length - 1;
      this.doc.font(run.font).fontSize(run.size);
      const text = index === 0 ? run.text.replace(/^\s+/, '') : run.text;
      const textOptions = { continued: !last, width, align: options.align ?? 'left', lineGap: 2, link: run.link ?? null, underline: false } as const;
      if (index === 0) this.doc.text(last ? text.trimEnd() : text, x, this.doc.y, textOptions);
      else this.doc.text(last ? text.trimEnd() : text, textOptions);
    });
    this.doc.moveDown(options.gap ?? 0.5);
  }

  heading(text: string, level: number) {
    const size = level <= 2 ? 13 : level === 3 ? 11.5 : 10.5;
    this.doc.moveDown(level <= 2 ? 0.6 : 0.3);
    this.ensure(size * 4);
    this.doc.font('sansBold').fontSize(size).fillColor(TEXT_COLOR).text(text, this.left, this.doc.y, { width: this.width });
    this.doc.moveDown(0.3);
  }

  text(runs: string, font: PdfFont = 'serif', size = BODY_SIZE, color = TEXT_COLOR) {
    this.paragraph([{ text: runs, font, size }], { color });
  }

  /** Writes the children of a block element. */
  blocks(parent: DomElement, indent = 0) {
    for (const child of Array.from(parent.childNodes) as DomNode[]) {
      if (child.nodeType === 3) {
        if ((child.textContent ?? '').trim()) this.paragraph(runsOf(child.parentNode!, baseStyle()), { indent });
        continue;
      }
      if (child.nodeType === 1) this.block(child as DomElement, indent);
    }
  }

  block(el: DomElement, indent = 0) {
    const tag = el.localName;
    const cls = el.getAttribute('class') ?? '';
    if (/^h[2-6]$/.test(tag)) return this.heading((el.textContent ?? '').replace(/\s+/g, ' ').trim(), Number(tag[1]));
    if (tag === 'p') return this.paragraph(runsOf(el, baseStyle(cls.includes('attrib') || cls.includes('permissions') ? BODY_SIZE * 0.85 : BODY_SIZE)), { indent });
    if (tag === 'section' || tag === 'aside' || (tag === 'div' && !cls)) return this.blocks(el, indent);
    if (tag === 'ul' || tag === 'ol') return this.list(el, indent, tag === 'ol');
    if (tag === 'dl') {
      for (const item of Array.from(el.children) as DomElement[]) {
        if (item.localName === 'dt') this.paragraph(runsOf(item, { ...baseStyle(), bold: true }), { indent, gap: 0.1 });
        else this.paragraph(runsOf(item, baseStyle()), { indent: indent + 14 });
      }
      return;
    }
    if (tag === 'blockquote') return this.blocks(el, indent + 18);
    if (tag === 'pre') return this.paragraph([{ text: el.textContent ?? '', font: 'mono', size: BODY_SIZE * 0.85 }], { indent });
    if (tag === 'hr') return this.doc.moveDown(0.5);
    if (tag === 'figure' && cls.includes('table')) return this.table(el);
    if (tag === 'figure') return this.figure(el);
    if (tag === 'div' && el.classList.contains('disp-formula')) return this.displayFormula(el, indent);
    if (tag === 'div' && (cls.includes('footnote') || cls.includes('supplementary') || cls.includes('media') || cls.includes('table-foot'))) {
      for (const part of Array.from(el.childNodes) as DomNode[]) {
        if (part.nodeType === 1 && ['p', 'div', 'ul', 'ol'].includes((part as DomElement).localName)) this.block(part as DomElement, indent);
        else if ((part.textContent ?? '').trim()) this.paragraph([{ text: part.textContent ?? '', font: 'serif', size: BODY_SIZE * 0.85 }], { indent });
      }
      return;
    }
    if (tag === 'div' && cls.includes('figure-placeholder')) return;
    // Other containers (groups, statements, speeches, verse): their content.
    if (el.querySelector('p, div, ul, ol, figure, section, dl')) return this.blocks(el, indent);
    return this.paragraph(runsOf(el, baseStyle()), { indent });
  }

  private list(el: DomElement, indent: number, ordered: boolean) {
    let n = 0;
    for (const item of Array.from(el.children) as DomElement[]) {
      if (item.localName !== 'li') continue;
      n += 1;
      const marker = el.getAttribute('class')?.includes('list-simple') ? '' : ordered ? `${n}. ` : '• ';
      const nested = Array.from(item.children).some((child) => ['ul', 'ol', 'p', 'div'].includes(child.localName));
      if (!nested) this.paragraph([{ text: marker, font: 'serif', size: BODY_SIZE }, ...runsOf(item, baseStyle())], { indent: indent + 10, gap: 0.2 });
      else {
        this.paragraph([{ text: marker, font: 'serif', size: BODY_SIZE }], { indent: indent + 10, gap: 0 });
        this.blocks(item, indent + 22);
      }
    }
    this.doc.moveDown(0.3);
  }

  /** A display formula: as MathJax typeset it, or as linear text when MathJax could not read it. */
  private displayFormula(el: DomElement, indent: number) {
    const math = el.querySelector('math');
    const labelEl = el.querySelector('.formula-label');
    const label = (labelEl?.textContent ?? '').trim();
    const text = math ? mathText(math) : (Array.from(el.childNodes) as DomNode[]).filter((part) => part !== labelEl).map((part) => part.textContent ?? '').join('');
    const formula = math ? this.options.formulas?.get(math.outerHTML) : undefined;
    if (formula) this.typesetFormula(formula, text, label, indent);
    else this.paragraph([{ text: `${text}${label ? `    ${label}` : ''}`, font: 'serif', size: BODY_SIZE }], { indent: indent + 24 });
  }

  /** A typeset formula centred in the column, on the next page when it does not fit, its label at the right on its baseline. */
  private typesetFormula(formula: Formula, text: string, label: string, indent: number) {
    const left = this.left + indent;
    const room = this.width - indent - (label ? FORMULA_LABEL_ROOM : 0);
    const size = formulaSize(formula, BODY_SIZE);
    // What MathJax could not break to the column (a wide table, a long unbroken row) is scaled to it, and to a page.
    const scale = Math.min(1, room / size.width, (this.doc.page.height - this.doc.page.margins.top - this.options.bottom - 10) / (size.height + size.depth));
    const width = size.width * scale;
    const height = (size.height + size.depth) * scale;
    if (this.doc.y + height + 4 > this.doc.page.height - this.options.bottom) this.doc.addPage();
    const y = this.doc.y + 4;
    drawFormula(this.doc, formula, text, { x: Math.min(left + (this.width - indent - width) / 2, left + room - width), y, width, height }, BODY_SIZE);
    if (label) {
      const options = { width: FORMULA_LABEL_ROOM, align: 'right', lineBreak: false, baseline: 'alphabetic' } as const;
      this.doc.font('serif').fontSize(BODY_SIZE).fillColor(TEXT_COLOR).text(label, left + room, y + size.height * scale, options);
    }
    this.doc.x = this.left;
    this.doc.y = y + height + 8;
  }

  /** A figure: its image at the column's width (at most half a page high), or, when the article has none, a ruled box that says so; then its caption. */
  private figure(el: DomElement) {
    const src = el.querySelector(':scope > a > img, :scope > img')?.getAttribute('src') ?? '';
    const image = src ? this.options.images?.get(src) : undefined;
    if (image) {
      const maxHeight = (this.doc.page.height - this.doc.page.margins.top - this.options.bottom) / 2;
      this.ensure(Math.min(maxHeight, 120));
      const top = this.doc.y + 4;
      const drawn = image;
      const scale = Math.min(this.width / drawn.width, maxHeight / drawn.height, 1);
      if (top + drawn.height * scale > this.doc.page.height - this.options.bottom) this.doc.addPage();
      const y = this.doc.y + 4;
      this.doc.image(drawn.data, this.left + (this.width - drawn.width * scale) / 2, y, { width: drawn.width * scale, height: drawn.height * scale });
      this.doc.y = y + drawn.height * scale + 6;
    } else {
      this.ensure(70);
      const top = this.doc.y + 4;
      this.doc.save().rect(this.left, top, this.width, 34).dash(3, { space: 3 }).strokeColor('#888888').stroke().restore();
      this.doc.font('sans').fontSize(8.5).fillColor(MUTED).text('Image not reproduced in this PDF (see the original article).', this.left, top + 12, { width: this.width, align: 'center' });
      this.doc.y = top + 42;
    }
    const caption = el.querySelector(':scope > figcaption');
    if (caption) this.caption(caption);
    for (const other of Array.from(el.children) as DomElement[]) {
      const skipped = other.localName === 'figcaption' || other.localName === 'a' || other.classList.contains('figure-placeholder') || other.classList.contains('article-figure-missing');
      if (!skipped) this.block(other);
    }
    this.doc.moveDown(0.5);
  }

  private caption(caption: DomElement) {
    // The label and title (everything before the caption's paragraphs) in bold, then the paragraphs.
    const head: Run[] = [];
    for (const part of Array.from(caption.childNodes) as DomNode[]) {
      if (part.nodeType === 1 && (part as DomElement).localName === 'p') continue;
      if (part.nodeType === 3) head.push({ text: (part.textContent ?? '').replace(/\s+/g, ' '), font: 'serifBold', size: BODY_SIZE * 0.9 });
      else if (part.nodeType === 1) runsOf(part as DomElement, { ...baseStyle(BODY_SIZE * 0.9), bold: true }, head);
    }
    if (head.length) this.paragraph(head, { gap: 0.2 });
    for (const p of Array.from(caption.querySelectorAll(':scope > p'))) this.paragraph(runsOf(p, baseStyle(BODY_SIZE * 0.9)), { gap: 0.2 });
  }

  /** A table as a ruled grid: equal columns, cells wrapped, rows carried over to the next page. */
  private table(el: DomElement) {
    const caption = el.querySelector('figcaption');
    this.ensure(60);
    if (caption) this.caption(caption);
    for (const table of Array.from(el.querySelectorAll('table'))) {
      const rows = Array.from(table.querySelectorAll('tr'));
      const columns = Math.max(1, ...rows.map((row) => Array.from(row.children).reduce((sum, cell) => sum + Number(cell.getAttribute('colspan') ?? 1), 0)));
      const size = columns > 8 ? 6.5 : columns > 5 ? 7.5 : 8.5;
      const columnWidth = this.width / columns;
      for (const row of rows) {
        const cells = Array.from(row.children) as DomElement[];
        const widths = cells.map((cell) => columnWidth * Math.min(columns, Number(cell.getAttribute('colspan') ?? 1)));
        const texts = cells.map((cell) => (cell.querySelector('math') ? mathText(cell.querySelector('math')!) : (cell.textContent ?? '')).replace(/\s+/g, ' ').trim());
        const fonts = cells.map((cell) => (cell.localName === 'th' ? 'sansBold' : 'sans') as PdfFont);
        const height = Math.max(size + 6, ...texts.map((text, i) => this.doc.font(fonts[i]!).fontSize(size).heightOfString(text, { width: widths[i]! - 6 }) + 6));
        this.ensure(height);
        const y = this.doc.y;
        let x = this.left;
        texts.forEach((text, i) => {
          this.doc.save().rect(x, y, widths[i]!, height).lineWidth(0.4).strokeColor('#999999').stroke().restore();
          this.doc.font(fonts[i]!).fontSize(size).fillColor(TEXT_COLOR).text(text, x + 3, y + 3, { width: widths[i]! - 6 });
          x += widths[i]!;
        });
        this.doc.x = this.left;
        this.doc.y = y + height;
      }
      this.doc.moveDown(0.4);
    }
    for (const foot of Array.from(el.querySelectorAll(':scope > .table-foot, :scope > .permissions'))) this.block(foot);
    this.doc.moveDown(0.4);
  }
}

function baseStyle(size = BODY_SIZE): Style {
  return { bold: false, italic: false, mono: false, size, script: false };
}

/** Runs of plain text with one style: for the title block and references. */
export function plainRuns(text: string, font: PdfFont, size: number, link?: string): Run[] {
  return [{ text, font, size, ...(link ? { link } : {}) }];
}

