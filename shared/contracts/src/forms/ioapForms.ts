// The Institutional Open Access Programme's forms (spec 2.3): an institution's application
// (/ioap-form) and a researcher's recommendation of the programme to their library (/ioap/recommend).
import * as z from 'zod/mini';
import { defineForm, emailAddress, oneOf, optionalEmailAddress, optionalText, requiredText, webAddress } from './formKit.ts';
import { wholeNumber } from './proposalFields.ts';

export const institutionTypes = [
  { value: 'university', label: 'University' },
  { value: 'institute', label: 'Research institute' },
  { value: 'hospital', label: 'Hospital or medical centre' },
  { value: 'consortium', label: 'Library consortium' },
  { value: 'funder', label: 'Research funder' },
  { value: 'other', label: 'Other organisation' },
] as const;

export const ioapPaymentModels = [
  { value: 'invoice', label: 'Central invoicing (monthly or quarterly)' },
  { value: 'prepaid', label: 'Prepaid account' },
  { value: 'undecided', label: 'Not decided yet' },
] as const;

export const ioapApplicationForm = defineForm({
  id: 'ioap-application',
  title: 'IOAP application',
  referencePrefix: 'IO',
  emailField: 'email',
  summaryField: 'institution',
  choices: { institutionType: institutionTypes, paymentModel: ioapPaymentModels },
  labels: {
    institution: 'Name of the institution',
    institutionType: 'Kind of institution',
    country: 'Country',
    institutionUrl: 'Web address of the institution',
    articlesPerYear: 'About how many articles your researchers publish with us each year',
    paymentModel: 'How you would like to pay',
    name: 'Your name',
    role: 'Your position',
    email: 'Your email address',
    message: 'Anything else we should know (optional)',
  },
  schema: z.object({
    institution: requiredText('the name of the institution', 300),
    institutionType: oneOf(
      institutionTypes.map((type) => type.value),
      'Choose the kind of institution.',
    ),
    country: requiredText('the country', 100),
    institutionUrl: webAddress('the institution’s web address'),
    articlesPerYear: wholeNumber('the number of articles a year', 0, 100_000),
    paymentModel: oneOf(
      ioapPaymentModels.map((model) => model.value),
      'Choose how you would like to pay.',
    ),
    name: requiredText('your name', 200),
    role: requiredText('your position', 200),
    email: emailAddress(),
    message: optionalText('your message', 5000),
  }),
});

export const ioapRecommendForm = defineForm({
  id: 'ioap-recommendation',
  title: 'IOAP recommendation',
  referencePrefix: 'IR',
  emailField: 'email',
  summaryField: 'institution',
  labels: {
    name: 'Your name',
    email: 'Your email address',
    institution: 'Your institution',
    department: 'Your department (optional)',
    librarian: 'Name of your librarian or open access officer (optional)',
    librarianEmail: 'Their email address (optional)',
    message: 'Why your institution should join (optional)',
  },
  schema: z.object({
    name: requiredText('your name', 200),
    email: emailAddress(),
    institution: requiredText('your institution', 300),
    department: optionalText('your department', 300),
    librarian: optionalText('the librarian’s name', 200),
    librarianEmail: optionalEmailAddress(),
    message: optionalText('your message', 5000),
  }),
});
