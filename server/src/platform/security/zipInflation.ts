// How far a zip's part claims to inflate. The manuscripts and article packages the site reads pack to a
// tenth or so of their size; a large part packed far tighter is a zip bomb. Parts of a megabyte or
// less cannot cost much however well they pack (an empty header, a blank style sheet).
const CHECKED_ABOVE_BYTES = 1024 * 1024;

/** How many times its packed size the part would inflate, when that marks a bomb (over `maxRatio`); null otherwise. */
export function bombRatio(part: { uncompressedSize: number; compressedSize: number }, maxRatio: number): number | null {
  if (part.uncompressedSize <= CHECKED_ABOVE_BYTES) return null;
  const ratio = part.uncompressedSize / Math.max(1, part.compressedSize);
  return ratio > maxRatio ? Math.round(ratio) : null;
}
