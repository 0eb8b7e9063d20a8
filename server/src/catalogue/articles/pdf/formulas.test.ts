// Formulas typeset by MathJax for the PDFs: loaded with the first formula, sized in the text's ex,
// broken to the line, and null for what MathJax cannot read (the PDF writes that one as text).
// In a process of its own: the first test proves MathJax is not loaded yet, which another file's PDF may have done.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formulaSize, typesetFormula, typesetFormulas } from './formulas.ts';
import { SERIF_X_HEIGHT } from './fonts.ts';

const fraction = '<math display="block"><mfrac><mi>a</mi><mi>b</mi></mfrac></math>';
const near = (actual: number, expected: number) => assert.ok(Math.abs(actual - expected) < 1e-9, `${actual} ≈ ${expected}`);

test('MathJax is loaded by the first formula, not by loading the module nor by an article without formulas', async () => {
  assert.deepEqual(await typesetFormulas([], 40), new Map());
  assert.equal('MathJax' in globalThis, false);
  assert.ok(await typesetFormula(fraction, 40));
  assert.equal('MathJax' in globalThis, true);
});

test('a formula is SVG outlines with its size in ex: a fraction reaches below the baseline, and points follow the font size', async () => {
  const formula = await typesetFormula(fraction, 40);
  assert.ok(formula);
  assert.match(formula.svg, /^<svg\b[^>]*viewBox="[^"]+"/);
  assert.match(formula.svg, /<path [^>]*d="M/, 'glyphs as paths');
  assert.doesNotMatch(formula.svg, /<text\b/, 'no text left for the PDF to find a font for');
  assert.ok(formula.height > 1 && formula.depth > 0.5, `${formula.height} over, ${formula.depth} under the baseline`);
  const at10 = formulaSize(formula, 10);
  near(at10.width, formula.width * SERIF_X_HEIGHT * 10);
  near(formulaSize(formula, 20).height, 2 * at10.height);
  const inline = await typesetFormula('<math display="inline"><mi>x</mi></math>', 40);
  assert.ok(inline && inline.depth < 0.1, 'a letter sits on the baseline');
});

test('a display formula wider than the line is broken into lines no wider than it', async () => {
  const terms = Array.from({ length: 24 }, (_, i) => `<msub><mi>a</mi><mn>${i}</mn></msub><msup><mi>x</mi><mn>${i}</mn></msup><mo>+</mo>`).join('');
  const long = `<math display="block"><mi>y</mi><mo>=</mo>${terms}<mi>c</mi></math>`;
  const wide = await typesetFormula(long, 400);
  const broken = await typesetFormula(long, 30);
  assert.ok(wide && broken);
  const lineInEx = 30 / SERIF_X_HEIGHT;
  assert.ok(wide.width > lineInEx, `${wide.width} ex on one line`);
  assert.ok(broken.width <= lineInEx, `${broken.width} ex ≤ ${lineInEx} ex`);
  assert.ok(broken.height + broken.depth > 2 * (wide.height + wide.depth), 'on several lines');
});

test('a formula MathJax cannot read is null, and the others are typeset all the same', async () => {
  const wrongArity = '<math display="block"><mfrac><mi>a</mi></mfrac></math>';
  const unknownElement = '<math display="block"><mfoo><mi>a</mi></mfoo></math>';
  assert.equal(await typesetFormula(wrongArity, 40), null);
  assert.equal(await typesetFormula(unknownElement, 40), null);
  assert.equal(await typesetFormula('not MathML', 40), null);
  const formulas = await typesetFormulas([wrongArity, fraction, unknownElement, fraction], 40);
  assert.deepEqual([...formulas.keys()], [fraction]);
});
