// The fonts embedded in the article PDFs: DejaVu (npm dejavu-fonts-ttf, free licence), chosen for its
// coverage of Greek, mathematical symbols and accented names, which the corpus uses throughout.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const fontDir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');

export const pdfFonts = {
  serif: join(fontDir, 'DejaVuSerif.ttf'),
  serifBold: join(fontDir, 'DejaVuSerif-Bold.ttf'),
  serifItalic: join(fontDir, 'DejaVuSerif-Italic.ttf'),
  serifBoldItalic: join(fontDir, 'DejaVuSerif-BoldItalic.ttf'),
  sans: join(fontDir, 'DejaVuSans.ttf'),
  sansBold: join(fontDir, 'DejaVuSans-Bold.ttf'),
  mono: join(fontDir, 'DejaVuSansMono.ttf'),
} as const;

export type PdfFont = keyof typeof pdfFonts;

/** DejaVu Serif's x-height in em (its "x" is 1063 of 2048 units high): MathJax sizes a formula in ex of the text around it. */
export const SERIF_X_HEIGHT = 1063 / 2048;
