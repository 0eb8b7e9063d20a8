// The text of an uploaded Word document (.docx), read with mammoth, after checks that keep a hostile
// file from costing more than a real manuscript: the zip's own directory must add up to a plausible
// size before anything is decompressed (a "zip bomb" of a few kilobytes can unpack to gigabytes), and
// no part may unpack to more than the directory declares (mammoth would inflate a part whole, whatever
// the directory says). The zip is read with yauzl, the reader the catalogue's package imports use.
import mammoth from 'mammoth';
import yauzl from 'yauzl';

/** A manuscript's unpacked parts stay well below this; a file claiming more is refused unread. */
export const MAX_UNPACKED_BYTES = 60 * 1024 * 1024;
export const MAX_ZIP_ENTRIES = 3000;
/** Prose and its XML pack to a tenth or so; a large part claiming to unpack far beyond this is a zip bomb. */
export const MAX_PART_RATIO = 200;
/** Parts this small cannot cost much however well they pack (an empty header or a blank style sheet). */
const RATIO_CHECKED_ABOVE_BYTES = 1024 * 1024;

export class UnreadableDocumentError extends Error {}

const DEFLATED = 8;
/** The extra field in which a zip64 entry keeps its 64-bit sizes. */
const ZIP64_ENTRY_FIELD = 0x0001;
/** A zip64 archive's locator sits immediately before the end record, which closes the file after its comment. */
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

/** yauzl reads zip64 archives; a manuscript is never one, so they are refused rather than read. */
function isZip64Archive(zip: Buffer, zipfile: yauzl.ZipFile): boolean {
  // yauzl decodes the archive comment one character per byte, so its length is the comment's size.
  const endRecord = zip.length - END_RECORD_BYTES - zipfile.comment.length;
  return endRecord >= ZIP64_LOCATOR_BYTES && zip.readUInt32LE(endRecord - ZIP64_LOCATOR_BYTES) === ZIP64_LOCATOR;
}

/** The entries of the zip's directory, refused as soon as they add up to more than a manuscript. */
function directoryEntries(zipfile: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    let unpackedBytes = 0;
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
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (entry.uncompressedSize > RATIO_CHECKED_ABOVE_BYTES && ratio > MAX_PART_RATIO) {
        return refuse(new UnreadableDocumentError(`${entry.fileName} would unpack to ${Math.round(ratio)} times its packed size: a zip bomb`));
      }
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
 * manuscript: a zip64 archive, too many entries, too many bytes declared, a part packed like a bomb,
 * no word/document.xml, or a part unpacking to more than it declares.
 */
export async function checkManuscriptZip(zip: Buffer): Promise<void> {
  const zipfile = await openZip(zip);
  try {
    if (isZip64Archive(zip, zipfile)) throw new UnreadableDocumentError('zip64 archives are not manuscripts');
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

/** The document's plain text, paragraphs on lines of their own. */
export async function docxText(data: Uint8Array): Promise<string> {
  const zip = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  await checkManuscriptZip(zip);
  try {
    const { value } = await mammoth.extractRawText({ buffer: zip });
    return value;
  } catch (error) {
    throw new UnreadableDocumentError(`mammoth could not read it: ${(error as Error).message}`);
  }
}
