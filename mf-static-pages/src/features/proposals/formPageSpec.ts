// How a proposal or contact page lays out its form: its fieldsets and fields (the labels come from
// the form's definition, so the page, the mail and the editorial office say the same), its texts,
// and where its confirmation lives.
import type { ReactNode } from 'react';
import type { SiteFormDefinition } from '@oap/contracts/forms/formKit.ts';

export interface FormFieldSpec {
  name: string;
  kind: 'text' | 'email' | 'url' | 'date' | 'number' | 'textarea' | 'select' | 'checkboxes';
  hint?: string;
  required?: boolean;
  maxLength?: number;
  rows?: number;
  autoComplete?: string;
  /** Choices of a select or checkbox group; 'journals' is the catalogue's journals, fetched by the loader. */
  options?: readonly { value: string; label: string }[] | 'journals';
}

export interface FormPageSpec {
  definition: SiteFormDefinition;
  /** The page's address: the form posts here, and the confirmation is `${path}?sent=<reference>`. */
  path: string;
  title: string;
  description: string;
  lead: ReactNode;
  submitLabel: string;
  sentTitle: string;
  sentHeading: string;
  sentText: ReactNode;
  fieldsets: readonly { legend: string; fields: readonly FormFieldSpec[] }[];
}

export const needsJournals = (spec: FormPageSpec) => spec.fieldsets.some((fieldset) => fieldset.fields.some((field) => field.options === 'journals'));
