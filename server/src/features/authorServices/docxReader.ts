// The worker thread that reads a checked .docx with mammoth (docxText.ts). mammoth holds a parsed
// document of many times its XML in memory and parses it in one synchronous stretch: here that stretch
// blocks no reader's request, and a file past the thread's memory limit ends the thread, not the server.
import mammoth from 'mammoth';

/** The document's plain text, paragraphs on lines of their own. */
export default async function readDocx(zip: Uint8Array): Promise<string> {
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength) });
  return value;
}
