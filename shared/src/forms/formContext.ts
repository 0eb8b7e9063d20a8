// What a form's fields read from the form around them: the reader's values and the problems to show.
import { createContext, useContext } from 'react';
import type { FormRejection } from '@oap/contracts/forms/formLimits.ts';

export interface FieldState {
  id: string;
  errorId: string;
  hintId: string;
  error: string | undefined;
  /** What the reader last sent (after a refusal), else undefined: the field shows its default. */
  value: string | string[] | undefined;
}

export const SiteFormContext = createContext<{ formId: string; rejection: FormRejection | undefined } | null>(null);

/** The id, error and last value of the field `name` in the form around it. */
export function useFieldState(name: string): FieldState {
  const form = useContext(SiteFormContext);
  const formId = form?.formId ?? 'form';
  const id = `${formId}-${name}`;
  return {
    id,
    errorId: `${id}-error`,
    hintId: `${id}-hint`,
    error: form?.rejection?.fieldErrors[name],
    value: form?.rejection?.values[name],
  };
}

/** aria-describedby of a control: its hint and its error, when it has them. */
export function describedBy(field: FieldState, hint: boolean): string | undefined {
  const ids = [hint ? field.hintId : null, field.error ? field.errorId : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}
