// How the word count of a manuscript is made, the same in the browser (pasted text) and on the
// server (an uploaded .docx): the main text with captions, without the reference list.
import type { UploadRule } from '../forms/formLimits.ts';

/** Words as editors count them: runs of text between spaces that contain a letter or a digit, so a hyphenated word is one word and stray punctuation ("–", "•") is none. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** A line that starts the reference list ("References", "Bibliography", "Literature Cited", numbered or not). */
const referencesHeading = /^\s*(\d+\.?\s*)?(references|bibliography|literature cited|works cited|reference list)\s*:?\s*$/im;

/** The text before its reference list, and whether there was one (the price does not count references). */
export function withoutReferences(text: string): { text: string; referencesExcluded: boolean } {
  const match = referencesHeading.exec(text);
  // A "References" line in the first tenth is a table of contents or a heading of the introduction, not the list.
  if (!match || match.index < text.length / 10) return { text, referencesExcluded: false };
  return { text: text.slice(0, match.index), referencesExcluded: true };
}

/** POST /api/author-services/word-count: a Word manuscript's count. */
export interface WordCountAnswer {
  words: number;
  /** True when a reference list was found and left out of the count. */
  referencesExcluded: boolean;
  fileName: string;
}

/** The manuscript the word count reads: Word's .docx only (the server checks the bytes, not the name). */
export const wordCountUpload: UploadRule = {
  types: { 'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word (.docx)' },
  maxBytes: 5 * 1024 * 1024,
};

/** The form field of the file. */
export const wordCountField = 'manuscript';
