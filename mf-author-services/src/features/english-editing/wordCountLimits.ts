// The word count field's limits (spec 5: a number input's default minimum is 1; a manuscript never
// comes near the maximum), and the clamping rule the field applies on key-up and the server on a post.
export const minWords = 1;
export const maxWords = 1_000_000;

/** A value above the maximum becomes the maximum, below the minimum the minimum; an empty or non-numeric one stays. */
export function clampWordCount(value: string): string {
  if (value.trim() === '') return value;
  const number = Number(value);
  if (Number.isNaN(number)) return value;
  if (number > maxWords) return String(maxWords);
  if (number < minWords) return String(minWords);
  return value;
}
