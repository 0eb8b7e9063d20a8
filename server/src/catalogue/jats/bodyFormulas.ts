// The body's formulas, in the text or displayed: MathML where the XML has it (math.ts), else its TeX,
// else its text. Of several encodings of one thing (<alternatives>) the one a browser shows best.
import type { Element } from '@xmldom/xmldom';
import { childElements, escapeHtml, firstChild, textOf } from './dom.ts';
import { isLongFormula, renderMath } from './math.ts';
import { contentOnly, idAttr, type ElementRules, type RenderContext, type Walk } from './bodyContext.ts';

function renderFormula(el: Element, ctx: RenderContext, walk: Walk, display: boolean): string {
  ctx.state.counts.formulas += 1;
  const chosen = firstChild(el, 'alternatives') ?? el;
  const math = childElements(chosen).find((child) => child.nodeName === 'mml:math');
  const tex = childElements(chosen).find((child) => child.nodeName === 'tex-math');
  const label = firstChild(el, 'label');
  let inner: string;
  let long = false;
  if (math) {
    ctx.state.counts.mathFormulas += 1;
    const rendered = renderMath(math, display ? 'block' : 'inline', ctx.state.unknown);
    inner = rendered.html;
    long = display && isLongFormula(math, rendered.text);
  } else if (tex) inner = `<code class="tex">${escapeHtml(textOf(tex))}</code>`;
  else {
    // Only an image of the formula, which the corpus does not carry.
    const text = walk.children(el, ctx, new Set(['label', 'graphic', 'inline-graphic', 'alternatives'])).trim();
    inner = text || '<span class="formula-missing">[formula image not reproduced]</span>';
  }
  if (!display) return `<span class="inline-formula">${inner}</span>`;
  // A long formula is shown in the "Full formula" element (spec 2.9), which collapses it once scripts run.
  const body = long ? `<full-formula>${inner}</full-formula>` : inner;
  const labelHtml = label ? `<span class="formula-label">${walk.children(label, ctx)}</span>` : '';
  return `<div class="disp-formula"${idAttr(el, ctx)}>${body}${labelHtml}</div>`;
}

export const formulaRules: ElementRules = {
  'inline-formula': (el, ctx, walk) => renderFormula(el, ctx, walk, false),
  'disp-formula': (el, ctx, walk) => renderFormula(el, ctx, walk, true),
  'mml:math': (el, ctx) => {
    ctx.state.counts.formulas += 1;
    ctx.state.counts.mathFormulas += 1;
    return `<span class="inline-formula">${renderMath(el, 'inline', ctx.state.unknown).html}</span>`;
  },
  'tex-math': (el) => `<code class="tex">${escapeHtml(textOf(el))}</code>`,
  alternatives: (el, ctx, walk) => {
    // One of several encodings of the same thing: a table, then MathML, then TeX, then text.
    const best = ['table', 'mml:math', 'tex-math', 'textual-form'].map((n) => firstChild(el, n)).find(Boolean);
    return best ? walk.element(best, ctx) : walk.children(el, ctx, new Set(['graphic', 'inline-graphic', 'media']));
  },
  'textual-form': contentOnly,
};
