// A journal's sharing image (og:image, 1200 × 630, the size link previews ask for): the journal's
// name, ISSN and subjects on the site's brand colours, drawn as SVG and rendered to PNG by resvg
// (WebAssembly, no native build) with the DejaVu fonts the PDFs embed. The colours are read from the
// design tokens, so the card changes with the site.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { subjects } from '@oap/contracts/api/journals.ts';
import { repositoryRoot } from '../../../platform/paths.ts';
import { pdfFonts } from '../../../catalogue/articles/pdf/fonts.ts';
import type { JournalRecord } from '../../../catalogue/catalogueReader.ts';
import { xmlText } from '../xmlText.ts';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const require = createRequire(import.meta.url);
let ready: Promise<void> | null = null;
let fonts: Uint8Array[] = [];

/** Loads the renderer and the fonts once. */
function prepare(): Promise<void> {
  ready ??= (async () => {
    await initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
    fonts = [pdfFonts.sans, pdfFonts.sansBold, pdfFonts.serifBold].map((file) => readFileSync(file));
  })();
  return ready;
}

function token(name: string): string {
  const css = readFileSync(path.join(repositoryRoot, 'shared', 'src', 'tokens', 'tokens.css'), 'utf8');
  const value = new RegExp(`${name}:\\s*(#[0-9a-fA-F]{3,8})`).exec(css)?.[1];
  if (!value) throw new Error(`The design token ${name} is not a colour in tokens.css.`);
  return value;
}

/** Words into lines of at most `width` characters (a name longer than three lines is cut with an ellipsis). */
export function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/\s*\S*$/, '')} …`;
  return kept;
}

export function journalCardSvg(journal: JournalRecord, publisherName: string): string {
  const brand = token('--oap-color-brand-strong');
  const onBrand = token('--oap-color-on-brand');
  const tint = token('--oap-color-brand-subtle');
  // DejaVu Sans Bold is about 0.66 em a character: 1040 px of line hold 20 characters at 76 px, 26 at 60.
  const large = wrap(journal.name, 20, 2);
  const fitsLarge = large.join(' ') === journal.name.split(/\s+/).filter(Boolean).join(' ');
  const lines = fitsLarge ? large : wrap(journal.name, 26, 3);
  const nameSize = fitsLarge ? 76 : 60;
  const subjectLine = journal.subjects.map((slug) => subjects.find((subject) => subject.slug === slug)?.label ?? slug).join(' · ');
  const top = Math.max(190, 250 - ((lines.length - 1) * nameSize * 1.15) / 2);
  const name = lines.map((line, index) => `<text x="80" y="${Math.round(top + index * nameSize * 1.15)}" font-family="DejaVu Sans" font-weight="bold" font-size="${nameSize}" fill="${onBrand}">${xmlText(line)}</text>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">` +
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${brand}"/>` +
    `<rect x="0" y="${CARD_HEIGHT - 16}" width="${CARD_WIDTH}" height="16" fill="${tint}"/>` +
    `<text x="80" y="110" font-family="DejaVu Sans" font-size="34" fill="${tint}">${xmlText(publisherName)}</text>` +
    name +
    `<text x="80" y="500" font-family="DejaVu Sans" font-size="30" fill="${onBrand}">${xmlText(`ISSN ${journal.issn} · Open access`)}</text>` +
    (subjectLine ? `<text x="80" y="552" font-family="DejaVu Sans" font-size="26" fill="${tint}">${xmlText(wrap(subjectLine, 64, 1)[0]!)}</text>` : '') +
    '</svg>'
  );
}

/** The card as PNG bytes. */
export async function journalCardPng(journal: JournalRecord, publisherName: string): Promise<Buffer> {
  await prepare();
  const image = new Resvg(journalCardSvg(journal, publisherName), { font: { fontBuffers: fonts, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' } }).render();
  return Buffer.from(image.asPng());
}

/**
 * The site's icon as a 48 px PNG, for the clients that ask for /favicon.ico instead of reading the
 * page's <link rel="icon"> (an SVG data URL in the shell's index.html, the one source of it).
 */
export async function siteIconPng(): Promise<Buffer | null> {
  const html = readFileSync(path.join(repositoryRoot, 'shell', 'src', 'index.html'), 'utf8');
  const dataUrl = /<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,([^"]+)"/.exec(html)?.[1];
  if (!dataUrl) return null;
  await prepare();
  const svg = decodeURIComponent(dataUrl);
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: 48 }, font: { fontBuffers: fonts, loadSystemFonts: false, defaultFontFamily: 'DejaVu Serif' } }).render();
  return Buffer.from(image.asPng());
}
