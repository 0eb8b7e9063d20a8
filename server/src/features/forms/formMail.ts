// The mail a stored submission sends: a confirmation to the sender (when the form has their address),
// with the reference and what they sent, and a note to the editorial office when its address is set.
import { displayValue, type SiteFormDefinition } from '@oap/contracts/forms/formKit.ts';
import { renderMail } from '../../platform/mail/mailLayout.ts';
import type { OutgoingMail } from '../../platform/mail/outbox.ts';

export interface FormMailInput {
  form: SiteFormDefinition;
  reference: string;
  fields: Record<string, unknown>;
  files: { field: string; fileName: string }[];
  senderEmail: string | null;
  /**
   * Repeat what was sent in the confirmation: only to an address the sender proved theirs (signed in
   * with it confirmed). Otherwise the form would let anyone mail their text to any address, from us.
   */
  echoFields: boolean;
  /** EDITORIAL_OFFICE_EMAIL; null sends the office nothing (it reads the submissions page). */
  officeEmail: string | null;
  publicUrl: string;
}

/** The fields as "Label: value" lines, in the form's order; empty ones left out. */
export function fieldFacts(form: SiteFormDefinition, fields: Record<string, unknown>, files: { field: string; fileName: string }[]) {
  const facts: { label: string; value: string }[] = [];
  for (const [name, label] of Object.entries(form.labels)) {
    const file = files.find((candidate) => candidate.field === name);
    const text = file ? file.fileName : displayValue(form, name, fields[name]);
    if (text) facts.push({ label, value: text });
  }
  return facts;
}

export function formMail(input: FormMailInput): OutgoingMail[] {
  const { form, reference } = input;
  const facts = fieldFacts(form, input.fields, input.files);
  const mail: OutgoingMail[] = [];
  if (input.senderEmail) {
    const what = form.title.toLowerCase();
    mail.push({
      kind: 'form-confirmation',
      to: input.senderEmail,
      subject: `We received your ${what} (${reference})`,
      ...renderMail({
        heading: `We received your ${what}`,
        paragraphs: input.echoFields
          ? [`Thank you. Your ${what} is with our editorial office, under the reference ${reference}. Please quote it if you write to us about it.`, 'This is what you sent:']
          : [
              `Thank you. Your ${what} is with our editorial office, under the reference ${reference}. Please quote it if you write to us about it.`,
              'If you did not send it, someone typed your address on our website: you can ignore this message.',
            ],
        facts: input.echoFields ? [{ label: 'Reference', value: reference }, ...facts] : [{ label: 'Reference', value: reference }],
        footer: [`You receive this message because this address was given on a form at ${input.publicUrl}.`],
      }),
    });
  }
  if (input.officeEmail) {
    mail.push({
      kind: 'form-notification',
      to: input.officeEmail,
      subject: `${form.title} ${reference}`,
      ...renderMail({
        heading: `New ${form.title.toLowerCase()}: ${reference}`,
        paragraphs: ['A form was sent on the website.'],
        facts: [{ label: 'Reference', value: reference }, ...facts],
        action: { label: 'Open it in the editorial office', url: `${input.publicUrl}/editorial-office/submissions/${encodeURIComponent(reference)}` },
      }),
    });
  }
  return mail;
}
