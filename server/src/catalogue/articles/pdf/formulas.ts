// The article's formulas typeset for its PDF: MathJax reads the prepared MathML and writes SVG whose
// glyphs are outlines of its own fonts, which svg-to-pdfkit draws into the page (drawFormula).
// MathJax is loaded with the first formula of the first PDF, as pdfkit is with the first PDF: PDFs
// are rare, and its start-up has no place in the server's.
import type MathJaxEntry from 'mathjax';
import SVGtoPDF from 'svg-to-pdfkit';
import { SERIF_X_HEIGHT, type PdfFont } from './fonts.ts';

/** A formula as MathJax laid it out: its SVG and its size in ex of the text around it, MathJax's unit. */
export interface Formula {
  svg: string;
  width: number;
  /** From the top to the baseline. */
  height: number;
  /** From the baseline down. */
  depth: number;
}

type MathJaxObject = typeof MathJaxEntry;

/** MathJax's em in pixels: only its ratio to the ex (the text's x-height) changes the result. */
const EM_PX = 16;

let loading: Promise<MathJaxObject> | undefined;

function mathJax(): Promise<MathJaxObject> {
  loading ??= (async () => {
    const { default: MathJax } = await import('mathjax');
    // Outlines drawn in place (no cache of <use> references, which svg-to-pdfkit would resolve per glyph anyway);
    // a display formula wider than the line is broken into lines rather than shrunk to a small print.
    await MathJax.init({
      loader: { load: ['input/mml', 'output/svg', 'adaptors/liteDOM'] },
      svg: { fontCache: 'none', displayOverflow: 'linebreak' },
    });
    return MathJax;
  })();
  // A MathJax that could not be loaded is tried again by the next PDF rather than remembered.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

const exOf = (value: string | undefined) => (value === undefined ? NaN : Number.parseFloat(value));

/** The size MathJax gives its <svg> (width, height and vertical-align, in ex), or null when it reports an error in it. */
function formulaOf(svg: string): Formula | null {
  // A formula MathJax could read only in part (wrong number of children, unknown attributes) comes out as an error box.
  if (/data-mjx-(error|message)=/.test(svg)) return null;
  const root = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const width = exOf(/\swidth="([\d.]+)ex"/.exec(root)?.[1]);
  const total = exOf(/\sheight="([\d.]+)ex"/.exec(root)?.[1]);
  const depth = -(exOf(/vertical-align:\s*(-?[\d.]+)ex/.exec(root)?.[1] ?? '0'));
  if (!(width > 0) || !(total > 0) || !Number.isFinite(depth)) return null;
  return { svg, width, height: total - depth, depth };
}

/**
 * One formula (a <math> element's markup) typeset, broken into lines no wider than `lineWidth` em of
 * the text; null when MathJax cannot read it, for the caller to write it as text instead.
 */
export async function typesetFormula(mathml: string, lineWidth: number): Promise<Formula | null> {
  try {
    const MathJax = await mathJax();
    const node = await MathJax.mathml2svgPromise(mathml, { em: EM_PX, ex: EM_PX * SERIF_X_HEIGHT, containerWidth: lineWidth * EM_PX });
    const { adaptor } = MathJax.startup;
    return formulaOf(adaptor.serializeXML(adaptor.firstChild(node)));
  } catch {
    return null;
  }
}

/** Each distinct formula typeset once, by its markup; those MathJax cannot read are left out, and all when it cannot be loaded. */
export async function typesetFormulas(mathml: Iterable<string>, lineWidth: number): Promise<Map<string, Formula>> {
  const formulas = new Map<string, Formula>();
  const distinct = new Set(mathml);
  if (!distinct.size || !(await mathJax().catch(() => null))) return formulas;
  for (const markup of distinct) {
    const formula = await typesetFormula(markup, lineWidth);
    if (formula) formulas.set(markup, formula);
  }
  return formulas;
}

/** A formula's size in points beside text of `fontSize`, whose ex is DejaVu Serif's x-height. */
export function formulaSize(formula: Formula, fontSize: number): { width: number; height: number; depth: number } {
  const ex = SERIF_X_HEIGHT * fontSize;
  return { width: formula.width * ex, height: formula.height * ex, depth: formula.depth * ex };
}

/** The serif faces for what MathJax leaves as text in its SVG: characters its own fonts lack. */
const svgTextFont = (_family: string, bold: boolean, italic: boolean): PdfFont => (bold ? (italic ? 'serifBoldItalic' : 'serifBold') : italic ? 'serifItalic' : 'serif');

/**
 * Draws a formula into the box given (points) beside text of `fontSize`. Its linear text is written
 * over it, invisible and fitted to its width, for viewers to select, search and read aloud, and the
 * two are marked as one span whose ActualText is that text, for tools that honour it.
 */
export function drawFormula(doc: PDFKit.PDFDocument, formula: Formula, text: string, box: { x: number; y: number; width: number; height: number }, fontSize: number) {
  doc.markContent('Span', { actual: text });
  SVGtoPDF(doc, formula.svg, box.x, box.y, {
    width: box.width,
    height: box.height,
    assumePt: true,
    preserveAspectRatio: 'xMinYMin meet',
    fontCallback: svgTextFont,
    // Its warnings are about SVG features MathJax does not write, and would only reach the console.
    warningCallback: () => undefined,
  });
  const baseline = box.y + (box.height * formula.height) / (formula.height + formula.depth);
  doc.save().font('serif').fontSize(fontSize).fillOpacity(0);
  const characterSpacing = (box.width - doc.widthOfString(text)) / Math.max(1, Array.from(text).length - 1);
  doc.text(text, box.x, baseline, { lineBreak: false, baseline: 'alphabetic', characterSpacing });
  doc.restore();
  doc.endMarkedContent();
}
