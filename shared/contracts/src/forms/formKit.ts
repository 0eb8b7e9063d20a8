// The pieces every form of the site is made of: the schema helpers its fields are
// validated with, the same in the browser (the page's action, before it sends anything) and on the
// server (the API, which decides); how a posted FormData becomes the schema's input and the values
// shown back to the reader; and the names of the fields every form carries.
//
// zod/mini, not zod: these schemas run in the browser too, and only on the pages that have a form
// (each form page is a chunk of its own), so they are built from the tree-shakeable functions.
import * as z from 'zod/mini';

import { EMAIL_MAX_LENGTH, csrfField, honeypotField, inputLengthLimits, isEmailAddress } from './formLimits.ts';

export { EMAIL_MAX_LENGTH, csrfField, csrfHeader, honeypotField, inputLengthLimits } from './formLimits.ts';

import type { FormProblems, FormValues } from './formLimits.ts';

export type { FormProblems, FormRejection, FormValues } from './formLimits.ts';
export { problemSummaryTitle, uploadRuleText, type UploadRule } from './formLimits.ts';
import { uploadRuleText, type UploadRule } from './formLimits.ts';

/** One form of the site: its schema, and how its fields arrive in a FormData. */
export interface SiteFormDefinition<Schema extends z.ZodMiniType = z.ZodMiniType> {
  /** In the API path (/api/forms/{id}) and the stored submissions. */
  id: string;
  /** What the editorial office calls it. */
  title: string;
  /** The start of its submissions' reference numbers ("FB-20261125-7KQ3XZ"). */
  referencePrefix: string;
  schema: Schema;
  /** Each field's label: the page's <label>, the confirmation mail and the editorial office say the same. */
  labels: Readonly<Record<string, string>>;
  /** Fields sent any number of times (checkbox groups): always a list. */
  listFields?: readonly string[];
  /** File fields and what they accept: a File, or absent when none was chosen. The server checks the bytes. */
  uploads?: Readonly<Record<string, UploadRule>>;
  /** The field with the sender's address, for the confirmation mail. */
  emailField?: string;
  /** The field that names a submission in a list (an event's title, the feedback itself). */
  summaryField?: string;
  /** The options of choice fields, so a stored value is shown by its label ("This website", not "website"). */
  choices?: Readonly<Record<string, readonly { value: string; label: string }[]>>;
}

/** A stored value as readers and the office read it: a choice by its label, a list joined. */
export function displayValue(definition: SiteFormDefinition, field: string, value: unknown): string {
  const options = definition.choices?.[field];
  const label = (item: unknown) => {
    const text = typeof item === 'string' ? item : item === undefined || item === null ? '' : String(item);
    return options?.find((option) => option.value === text)?.label ?? text;
  };
  return Array.isArray(value) ? value.map(label).join(', ') : label(value);
}

export function defineForm<const Schema extends z.ZodMiniType>(definition: SiteFormDefinition<Schema>): SiteFormDefinition<Schema> {
  return definition;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A required text: trimmed, at least one character, at most `max`. `what` reads "your name", "a message". */
export function requiredText(what: string, max: number = inputLengthLimits.maxLength) {
  return z.string({ error: `Enter ${what}.` }).check(
    z.trim(),
    z.minLength(1, { error: `Enter ${what}.` }),
    z.maxLength(max, { error: `${capitalised(what)} can be at most ${max.toLocaleString('en')} characters long.` }),
  );
}

/** An optional text: trimmed, empty allowed, at most `max`. */
export function optionalText(what: string, max: number = inputLengthLimits.maxLength) {
  return z.optional(
    z.string().check(z.trim(), z.maxLength(max, { error: `${capitalised(what)} can be at most ${max.toLocaleString('en')} characters long.` })),
  );
}

const emailMessage = 'Enter an email address such as name@example.org.';

export function emailAddress() {
  return z.string({ error: emailMessage }).check(
    z.trim(),
    z.minLength(1, { error: 'Enter your email address.' }),
    z.maxLength(EMAIL_MAX_LENGTH, { error: `An email address can be at most ${EMAIL_MAX_LENGTH} characters long.` }),
    z.refine((value) => isEmailAddress(value), { error: emailMessage }),
  );
}

/** An optional email address: empty, or a valid one. */
export function optionalEmailAddress() {
  return z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(EMAIL_MAX_LENGTH, { error: `An email address can be at most ${EMAIL_MAX_LENGTH} characters long.` }),
      z.refine((value) => value === '' || isEmailAddress(value), { error: emailMessage }),
    ),
  );
}

/** An http(s) address. */
export function webAddress(what: string) {
  return z.string({ error: `Enter ${what}.` }).check(
    z.trim(),
    z.minLength(1, { error: `Enter ${what}.` }),
    z.maxLength(2000, { error: `${capitalised(what)} can be at most 2,000 characters long.` }),
    z.refine((value) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value), { error: `Enter ${what} as a full address starting with https://.` }),
  );
}

/** A calendar date as YYYY-MM-DD (what `<input type="date">` sends). */
export function calendarDate(what: string) {
  return z.string({ error: `Enter ${what}.` }).check(
    z.trim(),
    z.minLength(1, { error: `Enter ${what}.` }),
    z.refine((value) => z.iso.date().safeParse(value).success, { error: `Enter ${what} as a date such as 2027-05-14.` }),
  );
}

/** One of `values` (a radio group or a select). */
export function oneOf<const Value extends string>(values: readonly Value[], message: string) {
  return z.enum(values as [Value, ...Value[]], { error: message });
}

/** Any number of entries matching `pattern` (a checkbox group). */
export function listOf(pattern: RegExp, message: string, max = 200) {
  return z.array(z.string().check(z.regex(pattern, { error: message }))).check(z.maxLength(max, { error: `Choose at most ${max}.` }));
}

/** An optional file, checked by its declared type and size here; the server checks its bytes too. */
export function optionalUpload(rule: UploadRule) {
  return z.optional(
    z.file().check(
      z.maxSize(rule.maxBytes, { error: `The file is too large: attach one of ${uploadRuleText(rule).replace(/^.*, at most /, 'at most ')}.` }),
      z.mime(Object.keys(rule.types) as [string, ...string[]], { error: `Attach a ${uploadRuleText(rule)}.` }),
    ),
  );
}

/** A file input left empty still sends an empty, nameless File. */
function isChosenFile(value: FormDataEntryValue | null): value is File {
  return value !== null && typeof value !== 'string' && (value.size > 0 || value.name !== '');
}

/** The schema's input from a posted form: lists for list fields, Files (or nothing) for file fields, strings for the rest. */
export function formInput(formData: FormData, definition: SiteFormDefinition): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const lists = new Set(definition.listFields ?? []);
  const files = new Set(Object.keys(definition.uploads ?? {}));
  for (const key of new Set(formData.keys())) {
    if (key === csrfField || key === honeypotField) continue;
    if (lists.has(key)) input[key] = formData.getAll(key).filter((value): value is string => typeof value === 'string');
    else if (files.has(key)) {
      const file = formData.get(key);
      if (isChosenFile(file)) input[key] = file;
    } else {
      const value = formData.get(key);
      if (typeof value === 'string') input[key] = value;
    }
  }
  // A checkbox group with nothing ticked sends nothing: an empty list.
  for (const key of lists) input[key] ??= [];
  return input;
}

/** What the reader typed, to show back: no files, no token, no honeypot. */
export function formValues(formData: FormData, definition: SiteFormDefinition): FormValues {
  const values: FormValues = {};
  const lists = new Set(definition.listFields ?? []);
  const files = new Set(Object.keys(definition.uploads ?? {}));
  for (const key of new Set(formData.keys())) {
    if (key === csrfField || key === honeypotField || files.has(key)) continue;
    const strings = formData.getAll(key).filter((value): value is string => typeof value === 'string');
    values[key] = lists.has(key) ? strings : (strings[0] ?? '');
  }
  return values;
}

/** The first problem of each field (by its top-level name); a problem of the whole object goes to `formError`. */
export function problemsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FormProblems {
  const fieldErrors: Record<string, string> = {};
  let formError: string | undefined;
  for (const issue of issues) {
    const field = issue.path[0];
    if (field === undefined) formError ??= issue.message;
    else fieldErrors[String(field)] ??= issue.message;
  }
  return formError ? { formError, fieldErrors } : { fieldErrors };
}

/** Validates a posted form with its definition: the parsed data, or the problems to show. */
export function validateForm<Schema extends z.ZodMiniType>(
  definition: SiteFormDefinition<Schema>,
  formData: FormData,
): { ok: true; data: z.infer<Schema> } | { ok: false; problems: FormProblems } {
  const result = definition.schema.safeParse(formInput(formData, definition));
  return result.success ? { ok: true, data: result.data } : { ok: false, problems: problemsOf(result.error.issues) };
}
