// The text of an uploaded Word document (.docx), read with mammoth, after checks that keep a hostile
// file from costing more than a real manuscript: the zip's own directory must add up to a plausible
// size before anything is decompressed (a "zip bomb" of a few kilobytes can unpack to gigabytes).
import mammoth from 'mammoth';

/** A manuscript's unpacked parts stay well below this; a file claiming more is refused unread. */
export const MAX_UNPACKED_BYTES = 60 * 1024 * 1024;
export const MAX_ZIP_ENTRIES = 3000;

export class UnreadableDocumentError extends Error {}

/** Sum of the uncompressed sizes the zip's central directory declares, and its entry names. */
export function zipDirectory(data: Uint8Array): { entries: string[]; unpackedBytes: number } {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  // The end-of-central-directory record is in the last 22 + 65,535 bytes (its comment may be that long).
  let end = -1;
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new UnreadableDocumentError('not a zip archive');
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  if (count === 0xffff || at === 0xffffffff) throw new UnreadableDocumentError('zip64 archives are not manuscripts');
  const entries: string[] = [];
  let unpackedBytes = 0;
  for (let index = 0; index < count; index++) {
    if (at + 46 > data.length || view.getUint32(at, true) !== 0x02014b50) throw new UnreadableDocumentError('a damaged zip directory');
    const unpacked = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    entries.push(new TextDecoder().decode(data.subarray(at + 46, at + 46 + nameLength)));
    unpackedBytes += unpacked;
    at += 46 + nameLength + extraLength + commentLength;
  }
  return { entries, unpackedBytes };
}

/** The document's plain text, paragraphs on lines of their own. */
export async function docxText(data: Uint8Array): Promise<string> {
  const directory = zipDirectory(data);
  if (directory.entries.length > MAX_ZIP_ENTRIES || directory.unpackedBytes > MAX_UNPACKED_BYTES) throw new UnreadableDocumentError('larger unpacked than any manuscript');
  if (!directory.entries.includes('word/document.xml')) throw new UnreadableDocumentError('no Word document inside');
  try {
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(data.buffer, data.byteOffset, data.byteLength) });
    return value;
  } catch (error) {
    throw new UnreadableDocumentError(`mammoth could not read it: ${(error as Error).message}`);
  }
}
