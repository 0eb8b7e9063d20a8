// Word count as editors count it: runs of text between spaces that contain a letter or a digit, so a
// hyphenated word is one word and stray punctuation ("–", "•") is none.
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}
