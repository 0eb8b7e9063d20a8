// Bump when the PDFs made from articles change (their layout, what they draw): a PDF kept from an
// earlier layout is made again on its next request. Apart from articlePdf.ts, so that the stores can
// name it without loading pdfkit.
export const PDF_LAYOUT_VERSION = 4;

/** What a kept PDF was made for: the catalogue's seeding and the layout. */
export const keptFileStamp = (seededAt: string) => `${seededAt}#pdf${PDF_LAYOUT_VERSION}`;
