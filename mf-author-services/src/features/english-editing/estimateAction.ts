// The estimator's action: without scripts the browser posts the estimator's form to its page, and the
// server counts the pasted text (or reads the typed count, or has an uploaded Word file counted by
// POST /api/author-services/word-count) and renders the page with the price. With scripts the same
// action runs in the browser. It stores nothing: the answer is the page itself.
import { data, type ActionFunctionArgs } from 'react-router';
import { apiPostForm } from '@oap/shared/api/client.ts';
import { countWords, wordCountField, type WordCountAnswer } from '@oap/contracts/authorServices/wordCount.ts';
import { clampWordCount } from './wordCountLimits.ts';

export interface EstimateResult {
  text: string;
  words: string;
  /** The Word file counted, when one was sent. */
  upload: { fileName: string; referencesExcluded: boolean } | null;
  /** Why a sent file could not be counted. */
  problem: string | null;
}

const chosenFile = (value: FormDataEntryValue | null): value is File => value !== null && typeof value !== 'string' && (value.size > 0 || value.name !== '');

export async function estimateAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const text = String(form.get('text') ?? '');
  const typed = String(form.get('words') ?? '').trim();
  const file = form.get(wordCountField);
  if (chosenFile(file)) {
    const upload = new FormData();
    upload.append(wordCountField, file, file.name);
    try {
      const answer = await apiPostForm<WordCountAnswer>('/api/author-services/word-count', upload, '', { context });
      return { text: '', words: String(answer.words), upload: { fileName: answer.fileName, referencesExcluded: answer.referencesExcluded }, problem: null } satisfies EstimateResult;
    } catch (error) {
      const refusal = error as { name?: string; statusCode?: number; message?: string };
      // The server's sentence says what to send instead; anything else is not the reader's doing.
      if (refusal.name !== 'ApiError' || (refusal.statusCode ?? 500) >= 500) throw error;
      return data({ text, words: typed, upload: null, problem: refusal.message ?? 'The file could not be counted.' } satisfies EstimateResult, { status: refusal.statusCode ?? 400 });
    }
  }
  const counted = countWords(text);
  // The pasted text sets the count, as it does as the author types; without text, the typed count.
  const words = counted > 0 ? String(counted) : /^\d+$/.test(typed) ? clampWordCount(typed) : '';
  return { text, words, upload: null, problem: null } satisfies EstimateResult;
}
