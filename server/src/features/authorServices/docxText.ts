// The text of an uploaded Word document (.docx), read with mammoth, after checks that keep a hostile
// file from costing more than a real manuscript: the zip's own directory must add up to a plausible
// size before anything is decompressed (a "zip bomb" of a few kilobytes can unpack to gigabytes), and
// no part may unpack to more than the directory declares (mammoth would inflate a part whole, whatever
// the directory says). The zip is read with yauzl, the reader the catalogue's package imports use.
// mammoth itself runs in a worker thread with a memory limit (docxReader.ts).
import { Piscina } from 'piscina';
import yauzl from 'yauzl';
import { bombRatio } from '../../platform/security/zipInflation.ts';

/** A manuscript's unpacked parts stay well below this; a file claiming more is refused unread. */
export const MAX_UNPACKED_BYTES = 60 * 1024 * 1024;
/**
 * The XML parts mammoth parses (the text, its notes, styles and relations; not the figures) stay
 * below this: a long manuscript's document.xml is one to three megabytes. mammoth holds many times
 * what it parses: 3.6 MB of plain paragraphs took 236 MB, 10 MB of XML in a review's test 1.7 GB.
 */
export const MAX_TEXT_PARTS_BYTES = 4 * 1024 * 1024;
/** The reading thread's heap: room for the text parts above, and a file beyond it ends the thread, not the server. */
const READER_HEAP_MB = 768;
export const MAX_ZIP_ENTRIES = 3000;
/** A part of over a megabyte claiming to unpack beyond this many times its packed size is a zip bomb (zipInflation.ts). */
export const MAX_PART_RATIO = 200;

export class UnreadableDocumentError extends Error {}

const DEFLATED = 8;
/** The extra field in which a zip64 entry keeps its 64-bit sizes. */
const ZIP64_ENTRY_FIELD = 0x0001;
/** A zip64 archive's locator sits immediately before the end record. */
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_LOCATOR_BYTES = 20;
const END_RECORD_BYTES = 22;

function openZip(zip: Buffer): Promise<yauzl.ZipFile> {
  // Sizes are checked below, where a refusal can say why; yauzl's own check would stop stored parts
  // that claim a size they lack before the total is seen.
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true, validateEntrySizes: false }, (error, opened) =>
      error ? reject(new UnreadableDocumentError(`not a zip archive (${error.message})`)) : resolve(opened),
    ),
  );
}

/** Where the end record starts: it closes the file after its comment. */
function endRecordOf(zip: Buffer, zipfile: yauzl.ZipFile): number {
  // yauzl decodes the archive comment one character per byte, so its length is the comment's size.
  return zip.length - END_RECORD_BYTES - zipfile.comment.length;
}

/** yauzl reads zip64 archives; a manuscript is never one, so they are refused rather than read. */
function isZip64Archive(zip: Buffer, endRecord: number): boolean {
  return endRecord >= ZIP64_LOCATOR_BYTES && zip.readUInt32LE(endRecord - ZIP64_LOCATOR_BYTES) === ZIP64_LOCATOR;
}

/**
 * Whether the directory ends where the end record begins, as a zip written by Word, LibreOffice or
 * Pages does. yauzl reads the directory where the end record says; the zip reader inside mammoth
 * (JSZip) moves every offset when they disagree, so a file could show yauzl one directory and mammoth
 * another, unchecked.
 */
function directoryMeetsEndRecord(zip: Buffer, endRecord: number): boolean {
  return endRecord >= 0 && zip.readUInt32LE(endRecord + 16) + zip.readUInt32LE(endRecord + 12) === endRecord;
}

/** The entries of the zip's directory, refused as soon as they add up to more than a manuscript. */
function directoryEntries(zipfile: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    let unpackedBytes = 0;
    let textBytes = 0;
    const refuse = (error: Error) => {
      zipfile.close();
      reject(error instanceof UnreadableDocumentError ? error : new UnreadableDocumentError(`a damaged zip directory (${error.message})`));
    };
    zipfile.on('error', refuse);
    zipfile.on('end', () => resolve(entries));
    zipfile.on('entry', (entry: yauzl.Entry) => {
      if (entry.extraFields.some((field) => field.id === ZIP64_ENTRY_FIELD)) return refuse(new UnreadableDocumentError('zip64 archives are not manuscripts'));
      unpackedBytes += entry.uncompressedSize;
      if (unpackedBytes > MAX_UNPACKED_BYTES) return refuse(new UnreadableDocumentError('larger unpacked than any manuscript'));
      if (/\.(xml|rels)$/i.test(entry.fileName)) textBytes += entry.uncompressedSize;
      if (textBytes > MAX_TEXT_PARTS_BYTES) return refuse(new UnreadableDocumentError('more text than any manuscript'));
      const ratio = bombRatio(entry, MAX_PART_RATIO);
      if (ratio !== null) return refuse(new UnreadableDocumentError(`${entry.fileName} would unpack to ${ratio} times its packed size: a zip bomb`));
      entries.push(entry);
      zipfile.readEntry();
    });
    zipfile.readEntry();
  });
}

/** Inflates a deflated part without keeping it, refusing it once it outgrows its declared size. */
function checkUnpackedSize(zipfile: yauzl.ZipFile, entry: yauzl.Entry): Promise<void> {
  return new Promise((resolve, reject) => {
    zipfile.openReadStream(entry, (error, stream) => {
      if (error) return reject(new UnreadableDocumentError(`a damaged zip entry (${error.message})`));
      let unpacked = 0;
      stream.on('data', (chunk: Buffer) => {
        unpacked += chunk.length;
        if (unpacked <= entry.uncompressedSize) return;
        stream.destroy();
        reject(new UnreadableDocumentError(`${entry.fileName} unpacks to more than the zip directory declares`));
      });
      stream.on('error', (streamError: Error) => reject(new UnreadableDocumentError(`a damaged zip entry (${streamError.message})`)));
      stream.on('end', () => resolve());
    });
  });
}

/**
 * Refuses, before mammoth reads anything, a zip that is no Word document or could cost more than a
 * manuscript: a zip64 archive, a directory away from its end record, too many entries, too many
 * bytes or too much text declared, a part packed like a bomb, no word/document.xml, or a part
 * unpacking to more than it declares.
 */
export async function checkManuscriptZip(zip: Buffer): Promise<void> {
  const zipfile = await openZip(zip);
  try {
    const endRecord = endRecordOf(zip, zipfile);
    if (isZip64Archive(zip, endRecord)) throw new UnreadableDocumentError('zip64 archives are not manuscripts');
    if (!directoryMeetsEndRecord(zip, endRecord)) throw new UnreadableDocumentError('bytes between the zip directory and its end record');
    if (zipfile.entryCount > MAX_ZIP_ENTRIES) throw new UnreadableDocumentError('larger unpacked than any manuscript');
    const entries = await directoryEntries(zipfile);
    if (!entries.some((entry) => entry.fileName === 'word/document.xml')) throw new UnreadableDocumentError('no Word document inside');
    // Stored parts are their own size; encrypted ones mammoth cannot open, so they cost nothing.
    for (const entry of entries) {
      if (entry.compressionMethod === DEFLATED && !entry.isEncrypted()) await checkUnpackedSize(zipfile, entry);
    }
  } finally {
    zipfile.close();
  }
}

let reader: Piscina<Uint8Array, string> | null = null;

/** One thread, started on the first manuscript and ended when idle: counting words is rare. */
function readerThread(): Piscina<Uint8Array, string> {
  reader ??= new Piscina<Uint8Array, string>({
    filename: new URL('./docxReader.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 30_000,
    recordTiming: false,
    resourceLimits: { maxOldGenerationSizeMb: READER_HEAP_MB },
  });
  return reader;
}

/** The document's plain text, paragraphs on lines of their own. */
export async function docxText(data: Uint8Array): Promise<string> {
  const zip = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  await checkManuscriptZip(zip);
  try {
    return await readerThread().run(zip);
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') throw new UnreadableDocumentError('more than the reading thread can hold');
    throw new UnreadableDocumentError(`mammoth could not read it: ${(error as Error).message}`);
  }
}
