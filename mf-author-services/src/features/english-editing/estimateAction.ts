// The estimator's action: without scripts the browser posts the estimator's form to its page, and the
// server counts the pasted text (or reads the typed count) and renders the page with the price. It
// stores nothing: the answer is the page itself, so it needs no token and sends no redirect.
import type { ActionFunctionArgs } from 'react-router';
import { countWords } from './countWords.ts';
import { clampWordCount } from './wordCountLimits.ts';

export async function estimateAction({ request }: ActionFunctionArgs): Promise<{ text: string; words: string }> {
  const form = await request.formData();
  const text = String(form.get('text') ?? '');
  const typed = String(form.get('words') ?? '').trim();
  const counted = countWords(text);
  // The pasted text sets the count, as it does as the author types; without text, the typed count.
  const words = counted > 0 ? String(counted) : /^\d+$/.test(typed) ? clampWordCount(typed) : '';
  return { text, words };
}
