// The article as a PDF: /pdf-vor is the version of record (title block, authors with
// affiliations, dates, abstract, keywords, the full text, references), /pdf-with-cover the same behind
// a cover page. Selectable text in embedded fonts, the citation, DOI and licence on every page, page
// numbers, and the document's title, authors and subject in its metadata. Made by pdfkit once per
// article, its display formulas typeset by MathJax first (formulas.ts: pdfkit's layout is synchronous);
// the store keeps the bytes (ArticleStore.articleFile).
import PDFDocument from 'pdfkit';
import { JSDOM } from 'jsdom';
import type { ArticleDetail } from '@oap/contracts/api/articles.ts';
import { doiUrl, formatDate, isExampleDoi } from '@oap/contracts/articles/articleText.ts';
import { siteName } from '@oap/contracts/site/publisher.ts';
import { pdfFonts, type PdfFont } from './fonts.ts';
import sharp from 'sharp';
import { BODY_SIZE, displayFormulas, FORMULA_LABEL_ROOM, PdfFlow, plainRuns } from './htmlFlow.ts';
import { typesetFormulas } from './formulas.ts';

/** The DOI's address as a link, none for an example DOI (a generated article's, which resolves nowhere). */
const doiLink = (doi: string): string | undefined => (isExampleDoi(doi) ? undefined : doiUrl(doi));

export type ArticlePdfKind = 'pdf-vor' | 'pdf-with-cover';

const MARGIN = 56;
const FOOTER = 44;
/** A4's width in points, less the margins: the text column. */
const COLUMN = 595.28 - 2 * MARGIN;

const citationLine = (article: ArticleDetail) =>
  `${article.journal.abbreviation} ${article.publishedAt.slice(0, 4)}, ${article.volume}(${article.issue}), ${article.identifier}`;

function licenceLine(article: ArticleDetail): string {
  return `© ${article.publishedAt.slice(0, 4)} by the authors. Open access under ${article.license.name}${article.license.url ? ` (${article.license.url})` : ''}.`;
}

function coverPage(doc: PDFKit.PDFDocument, article: ArticleDetail) {
  const width = doc.page.width - 2 * MARGIN;
  doc.rect(0, 0, doc.page.width, 150).fill('#0b3d5c');
  doc.font('sansBold').fontSize(22).fillColor('#ffffff').text(siteName(), MARGIN, 52, { width });
  doc.font('sans').fontSize(12).fillColor('#dbe9f2').text(article.journal.name, MARGIN, 86, { width });
  doc.fillColor('#111111');
  doc.font('sans').fontSize(10).text(`${article.articleType.toUpperCase()} · OPEN ACCESS`, MARGIN, 200, { width });
  doc.moveDown(0.6);
  doc.font('serifBold').fontSize(20).text(article.title, { width });
  doc.moveDown(0.8);
  doc.font('serif').fontSize(12).text(article.authors.join(', '), { width });
  doc.moveDown(2);
  doc.font('sansBold').fontSize(10).text('Cite this article');
  doc.font('serif').fontSize(10).text(article.citationStyles.apa, { width });
  doc.moveDown(1);
  const facts: [string, string, string?][] = [
    ['Journal', `${article.journal.name} (ISSN ${article.journal.issn})`],
    ['Volume, issue, article', `${article.volume}, ${article.issue}, ${article.identifier}`],
    ['Published', formatDate(article.dates.published || article.publishedAt)],
    ['DOI', doiUrl(article.doi), doiLink(article.doi)],
    ['Licence', article.license.name, article.license.url ?? undefined],
  ];
  if (article.source) facts.push(['First published in', `${article.source.journal} (${article.source.publisher})`, doiUrl(article.source.doi)]);
  for (const [label, value, link] of facts) {
    doc.font('sansBold').fontSize(9.5).text(`${label}: `, { continued: true });
    doc.font('sans').fontSize(9.5).text(value, link ? { link, underline: false } : {});
  }
  doc.moveDown(2);
  doc.font('sans').fontSize(8.5).fillColor('#444444').text(
    `This cover page was added by ${siteName()}. The article follows on the next page. ${licenceLine(article)} The statements, opinions and data in this article are solely those of the individual authors and contributors and not of the publisher or the editors.`,
    { width },
  );
  doc.fillColor('#111111');
  doc.addPage();
}

function titleBlock(doc: PDFKit.PDFDocument, flow: PdfFlow, article: ArticleDetail) {
  const width = doc.page.width - 2 * MARGIN;
  doc.font('sans').fontSize(9).fillColor('#0b3d5c').text(`${article.journal.name} · ${article.articleType}`, MARGIN, MARGIN, { width });
  doc.moveDown(0.5);
  doc.font('serifBold').fontSize(17).fillColor('#111111').text(article.title, { width });
  doc.moveDown(0.5);
  const numbered = article.affiliations.length > 1;
  const authorRuns = article.authorDetails.flatMap((author, index) => [
    ...plainRuns(`${index ? ', ' : ''}${article.authors[index] ?? author.name}`, 'serif' as PdfFont, 11),
    ...(numbered && author.affiliations.length ? plainRuns(` ${author.affiliations.map((a) => a + 1).join(',')}`, 'serif', 7.5) : []),
    ...(author.corresponding ? plainRuns('*', 'serif', 7.5) : []),
    ...(author.orcid ? plainRuns(' iD', 'sans', 6.5, author.orcid) : []),
  ]);
  if (authorRuns.length) flow.paragraph(authorRuns, { gap: 0.4 });
  article.affiliations.forEach((affiliation, index) => flow.text(`${numbered ? `${index + 1} ` : ''}${affiliation}`, 'serif', 8.5, '#333333'));
  const emails = article.authorDetails.filter((author) => author.corresponding && author.email);
  if (emails.length) flow.text(`* Correspondence: ${emails.map((author) => `${author.email} (${author.name})`).join('; ')}`, 'serif', 8.5, '#333333');
  const dates = [
    article.dates.received && `Received ${formatDate(article.dates.received)}`,
    article.dates.revised && `Revised ${formatDate(article.dates.revised)}`,
    article.dates.accepted && `Accepted ${formatDate(article.dates.accepted)}`,
    `Published ${formatDate(article.dates.published || article.publishedAt)}`,
  ].filter(Boolean);
  doc.moveDown(0.3);
  flow.text(dates.join(' · '), 'sans', 8.5, '#333333');
  flow.paragraph([...plainRuns('Cite as: ', 'sansBold', 8.5), ...plainRuns(`${citationLine(article)}. `, 'sans', 8.5), ...plainRuns(doiUrl(article.doi), 'sans', 8.5, doiLink(article.doi))]);
  if (article.source) {
    flow.paragraph(plainRuns(`First published in ${article.source.journal} (${article.source.publisher}), ${doiUrl(article.source.doi)}. Reproduced under its licence.`, 'sans', 8.5, doiUrl(article.source.doi)));
  }
}

/** Writes the running footer (citation, DOI, licence, page n of N) on every page once the text is laid out. */
function footers(doc: PDFKit.PDFDocument, article: ArticleDetail, skipFirst: boolean) {
  const range = doc.bufferedPageRange();
  const width = doc.page.width - 2 * MARGIN;
  const counted = range.count - (skipFirst ? 1 : 0);
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    if (skipFirst && i === range.start) continue;
    const number = i - range.start + (skipFirst ? 0 : 1);
    // Writing below the bottom margin must not add a page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - FOOTER + 6;
    doc.save().moveTo(MARGIN, y - 6).lineTo(doc.page.width - MARGIN, y - 6).lineWidth(0.5).strokeColor('#999999').stroke().restore();
    doc.font('sans').fontSize(7).fillColor('#333333');
    doc.text(`${citationLine(article)} · ${doiUrl(article.doi)}`, MARGIN, y, { width: width - 70, lineBreak: false, link: doiLink(article.doi) });
    doc.text(`Page ${number} of ${counted}`, MARGIN + width - 70, y, { width: 70, align: 'right', lineBreak: false });
    doc.text(licenceLine(article), MARGIN, y + 10, { width, lineBreak: false, ellipsis: true });
    doc.page.margins.bottom = bottom;
  }
}

/** A stored file by its content hash (ArticleStore.storedFile): where the PDF's figures come from. */
export type StoredFileReader = (hash: string) => Promise<{ mediaType: string; content: Uint8Array } | null>;

/** The figures' images of the page, as PNG for pdfkit (which draws no webp), by their address in the page. */
async function figureImages(article: ArticleDetail, read: StoredFileReader | undefined): Promise<Map<string, { data: Buffer; width: number; height: number }>> {
  const images = new Map<string, { data: Buffer; width: number; height: number }>();
  if (!read) return images;
  for (const [, src = '', hash = ''] of article.bodyHtml.matchAll(/<img src="(\/files\/([0-9a-f]{64})\/[^"]+)"/g)) {
    const file = await read(hash);
    if (!file) continue;
    const { data, info } = await sharp(file.content).flatten({ background: '#ffffff' }).png().toBuffer({ resolveWithObject: true });
    images.set(src, { data, width: info.width, height: info.height });
  }
  return images;
}

export async function renderArticlePdf(article: ArticleDetail, kind: ArticlePdfKind, readFile?: StoredFileReader): Promise<Uint8Array> {
  const images = await figureImages(article, readFile);
  const { document } = new JSDOM(`<body><div id="abstract">${article.abstractHtml}</div><div id="text">${article.bodyHtml}</div></body>`).window;
  const formulas = await typesetFormulas(displayFormulas(document.body), (COLUMN - FORMULA_LABEL_ROOM) / BODY_SIZE);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN },
    bufferPages: true,
    autoFirstPage: true,
    pdfVersion: '1.7',
    lang: 'en',
    displayTitle: true,
    info: {
      Title: article.title,
      Author: article.authors.join('; '),
      Subject: `${article.journal.name} ${citationLine(article)}, ${doiUrl(article.doi)}`,
      Keywords: article.keywords.join('; '),
      Creator: siteName(),
      Producer: `${siteName()} (pdfkit)`,
      CreationDate: new Date(`${article.dates.published || article.publishedAt}T00:00:00Z`),
    },
  });
  for (const [name, path] of Object.entries(pdfFonts)) doc.registerFont(name, path);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  const flow = new PdfFlow(doc, { bottom: MARGIN + FOOTER - 30, images, formulas });
  if (kind === 'pdf-with-cover') coverPage(doc, article);
  titleBlock(doc, flow, article);

  if (article.abstractHtml) {
    flow.heading('Abstract', 2);
    flow.blocks(document.getElementById('abstract')!);
  }
  if (article.keywords.length) flow.paragraph([...plainRuns('Keywords: ', 'sansBold', 9), ...plainRuns(article.keywords.join('; '), 'sans', 9)]);
  flow.blocks(document.getElementById('text')!);

  if (article.references.length) {
    flow.heading('References', 2);
    for (const reference of article.references) {
      const link = reference.doi ? doiUrl(reference.doi) : undefined;
      flow.paragraph(
        [
          ...plainRuns(`${reference.label}. `, 'serifBold', BODY_SIZE * 0.85),
          ...plainRuns(reference.text, 'serif', BODY_SIZE * 0.85),
          ...(link ? plainRuns(` ${link}`, 'serif', BODY_SIZE * 0.85, link) : []),
        ],
        { gap: 0.25 },
      );
    }
  }
  footers(doc, article, kind === 'pdf-with-cover');
  doc.end();
  return done;
}
