// The Content-Disposition of a file the server sends (RFC 6266), built by the `content-disposition`
// package: `filename="…"` in plain ASCII for old clients and, when the real name is anything else
// ("Müller–Şahin.pdf", "Снимок экрана.png"), `filename*=UTF-8''…` (RFC 5987) with the real one.
import contentDisposition from 'content-disposition';

/** The ASCII stand-in of a name: accents dropped ("ü" → "u"), any other non-ASCII character as "_". */
export function asciiFileName(fileName: string): string {
  return fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');
}

/**
 * The header's value: `attachment` (a download) unless told `inline` (shown in the browser, named
 * when saved). A name with a path keeps its last part only.
 */
export function fileDisposition(fileName: string, type: 'attachment' | 'inline' = 'attachment'): string {
  return contentDisposition(fileName, { type, fallback: asciiFileName(fileName) });
}
