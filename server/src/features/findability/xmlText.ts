// Text and attribute values escaped for XML, for the documents written a line at a time as they
// stream (sitemaps); the richer documents are built with xmlbuilder2.
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);
}

/** Characters XML 1.0 cannot hold at all (control characters other than tab, line feed, carriage return). */
export function xmlSafe(text: string): string {
  // eslint-disable-next-line no-control-regex -- exactly these are the point
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
}

/** Escaped, XML-safe text (what every value written into a streamed document goes through). */
export function xmlText(text: string): string {
  return xmlEscape(xmlSafe(text));
}

/** `<name attrs>text</name>`, or nothing when there is no text (optional elements stay out). */
export function textElement(name: string, text: string | null | undefined, attributes: Record<string, string> = {}): string {
  if (text === null || text === undefined || text === '') return '';
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${xmlText(value)}"`)
    .join('');
  return `<${name}${attrs}>${xmlText(text)}</${name}>`;
}
