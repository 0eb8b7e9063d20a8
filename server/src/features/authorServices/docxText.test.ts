// docxText on real zips made with yazl: a manuscript's text, and the refusals that keep a hostile
// upload from costing more than a manuscript (each asserted by its reason, so a missing check fails).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import yazl from 'yazl';
import { docx as storedDocx } from '../../../test-support/testDocx.ts';
import { docxText, MAX_PART_RATIO, MAX_TEXT_PARTS_BYTES, MAX_UNPACKED_BYTES, MAX_ZIP_ENTRIES, UnreadableDocumentError } from './docxText.ts';

interface Part {
  name: string;
  content: string | Buffer;
}

/**
 * A zip of these parts, deflated, with an archive comment (the zip64 check finds the end record by
 * its length); zip64 in its end records only, or in its entries only.
 */
function zip(parts: readonly Part[], zip64: 'no' | 'archive' | 'entries' = 'no'): Promise<Buffer> {
  const file = new yazl.ZipFile();
  for (const part of parts) file.addBuffer(Buffer.from(part.content), part.name, { compress: true, forceZip64Format: zip64 === 'entries' });
  file.end({ forceZip64Format: zip64 === 'archive', comment: 'Saved for a test.' });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    file.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    file.outputStream.on('error', reject);
    file.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

const contentTypes: Part = {
  name: '[Content_Types].xml',
  content:
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
};
const rels: Part = {
  name: '_rels/.rels',
  content:
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
};

function documentPart(paragraphs: readonly string[]): Part {
  const body = paragraphs.map((text) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`).join('');
  return {
    name: 'word/document.xml',
    content: `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  };
}

/** A deflated .docx as Word writes one, with any further parts. */
const docx = (paragraphs: readonly string[], ...more: Part[]) => zip([contentTypes, rels, documentPart(paragraphs), ...more]);

async function refusal(upload: Uint8Array): Promise<string> {
  const error = await docxText(upload).then(
    () => assert.fail('the upload was read'),
    (thrown: unknown) => thrown,
  );
  assert.ok(error instanceof UnreadableDocumentError, String(error));
  return error.message;
}

test('a Word manuscript gives its text, a paragraph to a line', async () => {
  const text = await docxText(await docx(['Coral reef recovery', 'One two three.', 'Four, five – six.']));
  assert.deepEqual(text.split('\n').filter(Boolean), ['Coral reef recovery', 'One two three.', 'Four, five – six.']);
});

test('an upload that is not a zip is refused as not a zip archive', async () => {
  assert.match(await refusal(new TextEncoder().encode('Dear editor, please count the words of this letter.')), /^not a zip archive/);
});

test('a zip declaring more unpacked bytes than any manuscript is refused before it is read', async () => {
  // The directory claims the size; the part itself is a few hundred bytes.
  assert.equal(await refusal(storedDocx(['Short text.'], { declaredDocumentSize: MAX_UNPACKED_BYTES + 1 })), 'larger unpacked than any manuscript');
  // Honest parts of a mebibyte each, adding up to more than the limit.
  const mebibyte = Buffer.alloc(1024 * 1024, 'a');
  const parts = Array.from({ length: MAX_UNPACKED_BYTES / mebibyte.length + 1 }, (_, index) => ({ name: `word/media/figure${index}.png`, content: mebibyte }));
  assert.equal(await refusal(await docx(['Short text.'], ...parts)), 'larger unpacked than any manuscript');
});

test('a zip of more text than any manuscript is refused before mammoth parses it; figures do not count as text', async () => {
  const paragraphs = Array.from({ length: MAX_TEXT_PARTS_BYTES / 1000 }, (_, index) => `Paragraph ${index} ${'of a very long manuscript '.repeat(40)}`);
  assert.equal(await refusal(await docx(paragraphs)), 'more text than any manuscript');
  const figures = Array.from({ length: 3 }, (_, index) => ({ name: `word/media/figure${index}.png`, content: randomBytes(MAX_TEXT_PARTS_BYTES / 2) }));
  assert.match(await docxText(await docx(['A short manuscript with large figures.'], ...figures)), /large figures/);
});

test('a zip whose directory does not end where its end record begins is refused: mammoth would read another directory', async () => {
  const honest = await docx(['The text the checks read.']);
  const comment = 'Saved for a test.'.length;
  const endRecord = honest.length - 22 - comment;
  // The end record still points at the checked directory; the bytes before it are what JSZip would take for its start.
  const shifted = Buffer.concat([honest.subarray(0, endRecord), Buffer.alloc(64), honest.subarray(endRecord)]);
  assert.equal(await refusal(shifted), 'bytes between the zip directory and its end record');
});

test('a zip of more entries than any manuscript is refused', async () => {
  const parts = Array.from({ length: MAX_ZIP_ENTRIES }, (_, index) => ({ name: `word/media/empty${index}.xml`, content: '' }));
  assert.equal(await refusal(await docx(['Short text.'], ...parts)), 'larger unpacked than any manuscript');
});

test('a zip without word/document.xml is refused as no Word document', async () => {
  assert.equal(await refusal(await zip([contentTypes, rels, { name: 'word/other.xml', content: '<x/>' }])), 'no Word document inside');
});

test('a large part packed far tighter than prose is refused as a zip bomb', async () => {
  const zeros = Buffer.alloc(2 * 1024 * 1024);
  const message = await refusal(await docx(['Short text.'], { name: 'word/media/blank.bin', content: zeros }));
  assert.match(message, /^word\/media\/blank\.bin would unpack to \d+ times its packed size: a zip bomb$/);
  assert.ok(Number(/to (\d+) times/.exec(message)![1]) > MAX_PART_RATIO);
});

test('a part that unpacks to more than the directory declares is refused', async () => {
  const words = Array.from({ length: 2000 }, (_, index) => `word${index}`).join(' ');
  const honest = await docx([words]);
  // Lower the uncompressed size the central directory declares for word/document.xml (the last time
  // its name appears: the directory follows the parts).
  const lying = Buffer.from(honest);
  const header = lying.lastIndexOf('word/document.xml') - 46;
  assert.equal(lying.readUInt32LE(header), 0x02014b50);
  lying.writeUInt32LE(1000, header + 24);
  assert.equal(await refusal(lying), 'word/document.xml unpacks to more than the zip directory declares');
});

test('a zip64 archive is refused, not read', async () => {
  const parts = [contentTypes, rels, documentPart(['Short text.'])];
  assert.equal(await refusal(await zip(parts, 'archive')), 'zip64 archives are not manuscripts');
  assert.equal(await refusal(await zip(parts, 'entries')), 'zip64 archives are not manuscripts');
});
