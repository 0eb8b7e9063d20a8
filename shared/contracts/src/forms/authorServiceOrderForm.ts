// An order for an author service (spec 2.4, /authors/step/order-review): English editing, figure
// editing or academic formatting, with what it is for and who orders it. The steps before the review
// carry the choices in the address; this form sends them with the contact details. The price is
// shown from the same choices; the office confirms it with the delivery date.
import * as z from 'zod/mini';
import { defineForm, emailAddress, oneOf, optionalText, optionalUpload, requiredText, type UploadRule } from './formKit.ts';

export const authorServices = [
  { value: 'english-editing', label: 'English language editing' },
  { value: 'figure-editing', label: 'Figure formatting' },
  { value: 'academic-formatting', label: 'Academic formatting' },
] as const;
export type AuthorService = (typeof authorServices)[number]['value'];

export const editingSpeeds = [
  { value: 'standard', label: 'Standard' },
  { value: 'express', label: 'Express' },
] as const;
export type EditingSpeed = (typeof editingSpeeds)[number]['value'];

export const spellings = [
  { value: 'british', label: 'British English' },
  { value: 'american', label: 'American English' },
] as const;

export const formattingKinds = [
  { value: 'journal-template', label: 'Format to the target journal’s requirements' },
  { value: 'latex-template', label: 'LaTeX: move into the journal’s template' },
  { value: 'word-to-latex', label: 'LaTeX: convert from Word to LaTeX' },
  { value: 'latex-to-word', label: 'LaTeX: convert from LaTeX to Word' },
  { value: 'references', label: 'Reference checking only' },
] as const;
export type FormattingKind = (typeof formattingKinds)[number]['value'];

/** The manuscript, if the author attaches it now (they can also send it from the confirmation mail's link). */
export const orderManuscript: UploadRule = {
  types: {
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word (.docx)',
    'application/pdf': 'PDF',
    'application/zip': 'ZIP (LaTeX sources)',
  },
  maxBytes: 5 * 1024 * 1024,
};

/** Limits of the amounts an order names (a manuscript never comes near them). */
export const orderLimits = { words: 1_000_000, figures: 200, pages: 2000, references: 5000 } as const;

const amount = (what: string, max: number) =>
  z.optional(
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || (/^\d{1,7}$/.test(value) && Number(value) >= 1 && Number(value) <= max), {
        error: `Enter ${what} as a whole number from 1 to ${max.toLocaleString('en')}.`,
      }),
    ),
  );

const given = (value: string | undefined) => value !== undefined && value !== '';

export const authorServiceOrderForm = defineForm({
  id: 'author-service-order',
  title: 'Author service order',
  referencePrefix: 'AO',
  emailField: 'email',
  summaryField: 'manuscriptTitle',
  uploads: { manuscript: orderManuscript },
  choices: { service: authorServices, speed: editingSpeeds, spelling: spellings, formatting: formattingKinds },
  labels: {
    service: 'Service',
    words: 'Words',
    speed: 'Delivery',
    spelling: 'Spelling',
    figures: 'Figures',
    formatting: 'Formatting',
    pages: 'Pages',
    references: 'References',
    manuscriptTitle: 'Title of the manuscript',
    journal: 'Target journal (optional)',
    name: 'Your name',
    email: 'Your email address',
    institution: 'Your institution (optional)',
    notes: 'Anything the editor should know (optional)',
    manuscript: 'Your manuscript (optional: you can also send it later)',
  },
  schema: z
    .object({
      service: oneOf(
        authorServices.map((service) => service.value),
        'Choose a service.',
      ),
      words: amount('the number of words', orderLimits.words),
      speed: z.optional(oneOf(
        editingSpeeds.map((speed) => speed.value),
        'Choose standard or express delivery.',
      )),
      spelling: z.optional(oneOf(
        spellings.map((spelling) => spelling.value),
        'Choose British or American spelling.',
      )),
      figures: amount('the number of figures', orderLimits.figures),
      formatting: z.optional(oneOf(
        formattingKinds.map((kind) => kind.value),
        'Choose the formatting you need.',
      )),
      pages: amount('the number of pages', orderLimits.pages),
      references: amount('the number of references', orderLimits.references),
      manuscriptTitle: requiredText('the title of your manuscript', 500),
      journal: optionalText('the target journal', 300),
      name: requiredText('your name', 200),
      email: emailAddress(),
      institution: optionalText('your institution', 300),
      notes: optionalText('your notes', 3000),
      manuscript: optionalUpload(orderManuscript),
    })
    .check(
      z.refine((order) => order.service !== 'english-editing' || given(order.words), { error: 'Enter the number of words to be edited.', path: ['words'] }),
      z.refine((order) => order.service !== 'english-editing' || order.speed !== undefined, { error: 'Choose standard or express delivery.', path: ['speed'] }),
      z.refine((order) => order.service !== 'figure-editing' || given(order.figures), { error: 'Enter the number of figures.', path: ['figures'] }),
      z.refine((order) => order.service !== 'academic-formatting' || order.formatting !== undefined, { error: 'Choose the formatting you need.', path: ['formatting'] }),
      z.refine((order) => order.service !== 'academic-formatting' || order.formatting === 'references' || given(order.pages), {
        error: 'Enter the number of pages.',
        path: ['pages'],
      }),
      z.refine((order) => order.service !== 'academic-formatting' || order.formatting !== 'references' || given(order.references), {
        error: 'Enter the number of references.',
        path: ['references'],
      }),
    ),
});
