// Field rules that several proposal and order forms share (the form kit has the general ones).
import * as z from 'zod/mini';
import { subjects } from '../api/journals.ts';
import { oneOf } from './formKit.ts';

/** A whole number typed in a text field ("about how many?"), from `min` to `max`. */
export function wholeNumber(what: string, min: number, max: number) {
  const message = `Enter ${what} as a whole number from ${min.toLocaleString('en')} to ${max.toLocaleString('en')}.`;
  return z.string({ error: message }).check(
    z.trim(),
    z.refine((value) => /^\d{1,9}$/.test(value) && Number(value) >= min && Number(value) <= max, { error: message }),
  );
}

/** The ten subjects of spec 2.9 as the options of a choice. */
export const subjectChoices = subjects.map((subject) => ({ value: subject.slug, label: subject.label }));

export function subjectChoice() {
  return oneOf(
    subjectChoices.map((choice) => choice.value),
    'Choose the subject area.',
  );
}

/** A journal of the catalogue by its URL name (the page offers the list; the office checks the choice). */
export function journalChoice(message = 'Choose a journal from the list.') {
  return z.string({ error: message }).check(z.trim(), z.regex(/^[a-z0-9-]{1,100}$/, { error: message }));
}

/** A date after today's (a deadline, a conference): `YYYY-MM-DD` compared as text. */
export function isFutureDate(value: string, today = new Date().toISOString().slice(0, 10)): boolean {
  return value > today;
}
