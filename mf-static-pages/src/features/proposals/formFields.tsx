// Fields and texts that several proposal and contact pages share.
import type { FormFieldSpec } from './formPageSpec.ts';

export const you: FormFieldSpec[] = [
  { name: 'name', kind: 'text', required: true, autoComplete: 'name', maxLength: 200 },
  { name: 'email', kind: 'email', required: true, hint: 'We send you a copy with the reference number, and reply to this address.' },
];
export const societyContact: FormFieldSpec[] = [...you, { name: 'role', kind: 'text', maxLength: 200, autoComplete: 'organization-title' }];
export const researcher: FormFieldSpec[] = [...you, { name: 'affiliation', kind: 'text', required: true, autoComplete: 'organization', maxLength: 300 }];
export const reply = (who: string) => <p>{who} reads every message and answers within five working days. A copy of what you sent is on its way to your email address.</p>;
