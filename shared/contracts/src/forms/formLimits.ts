// The constants and plain types of forms that components need too (no zod here: the UI kit and the
// form fields import this, on every page that has them).

/** Spec 5: inputs other than numbers have a minimum length of 0 and a maximum length of 524288. */
export const inputLengthLimits = { minLength: 0, maxLength: 524288 } as const;

export { csrfField, csrfHeader } from './csrf.ts';

/**
 * The honeypot: a text field people never see or reach (off screen, out of the tab order, labelled
 * "Leave this field empty" for a screen reader that finds it anyway). Form-filling robots fill it in.
 */
export const honeypotField = 'website';

/** The longest email address SMTP allows. */
export const EMAIL_MAX_LENGTH = 254;

// A plain address as a person types it: one @, a dot in the domain, nothing that mail headers give a
// meaning to. "Ann <ann@example.org>" or "a@x.org, b@y.org" would be delivered elsewhere than the
// text says, and would dodge every per-address limit keyed by that text.
const emailPattern = /^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\]+\.[^\s@<>(),;:"[\]\\]+$/;

/** Whether `text` is one plain email address (the one rule of the site, forms, accounts, links and commands alike). */
export function isEmailAddress(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && emailPattern.test(trimmed);
}

/** The form an address is stored, limited and compared in: the same mailbox however it was typed. */
export function canonicalEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** What the reader typed, to show back with the errors: one string per field, a list for checkbox groups. */
export type FormValues = Record<string, string | string[]>;

/** A form the action or the API refused: a message for the whole form and/or one per field. */
export interface FormProblems {
  formError?: string;
  fieldErrors: Record<string, string>;
}

/** What a page's action returns when a form cannot be accepted: the problems and the reader's values. */
export interface FormRejection extends FormProblems {
  values: FormValues;
}

/** The summary above a form with errors (its heading). */
export function problemSummaryTitle(problems: FormProblems): string {
  const count = Object.keys(problems.fieldErrors).length;
  if (count === 0) return 'The form could not be sent';
  return count === 1 ? 'There is a problem with 1 field' : `There are problems with ${count} fields`;
}

export interface UploadRule {
  /** Content types accepted, with the names readers know them by ("PNG"). */
  types: Readonly<Record<string, string>>;
  maxBytes: number;
}

/** A description of an upload rule for people: "PNG, JPEG or PDF, at most 5 MB". */
export function uploadRuleText(rule: UploadRule): string {
  const names = [...new Set(Object.values(rule.types))];
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
  return `${list}, at most ${Math.round(rule.maxBytes / (1024 * 1024))} MB`;
}

/** The `accept` attribute of a file input for a rule. */
export function uploadAccept(rule: UploadRule): string {
  return Object.keys(rule.types).join(',');
}

/** The letters of submission references: Crockford's base32, no I, L, O or U (a reference read out over the phone is not misheard). */
export const referenceAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A submission's reference: the form's two-letter prefix, the day (UTC) and six letters ("FB-20261125-7KQ3XZ"). */
export const submissionReferencePattern = new RegExp(`^[A-Z]{2}-\\d{8}-[${referenceAlphabet}]{6}$`);
