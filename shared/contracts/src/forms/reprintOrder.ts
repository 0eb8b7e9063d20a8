// An order of printed reprints of one article (spec 2.6, /{issn}/{volume}/{issue}/{identifier}/reprints):
// how many, in what format, where to ship them and who orders. The article is named by its address and
// DOI; the office answers with the price and the delivery date.
import * as z from 'zod/mini';
import { defineForm, emailAddress, oneOf, optionalText, requiredText } from './formKit.ts';

export const reprintFormats = [
  { value: 'colour', label: 'Colour, stapled' },
  { value: 'black-and-white', label: 'Black and white, stapled' },
  { value: 'bound-cover', label: 'Colour, bound with a cover' },
] as const;

/** The fewest and most copies one order takes (larger runs: ask the office). */
export const reprintQuantity = { min: 10, max: 5000 } as const;

export const reprintOrderForm = defineForm({
  id: 'reprint-order',
  title: 'Reprint order',
  referencePrefix: 'RP',
  emailField: 'email',
  summaryField: 'article',
  choices: { format: reprintFormats },
  labels: {
    article: 'Article',
    doi: 'DOI',
    quantity: 'Number of copies',
    format: 'Format',
    name: 'Your name',
    email: 'Your email address',
    institution: 'Institution (optional)',
    street: 'Street and number',
    city: 'City',
    postalCode: 'Postal code',
    country: 'Country',
    notes: 'Anything we should know (optional)',
  },
  schema: z.object({
    article: requiredText('the article', 300),
    doi: requiredText('the DOI', 200),
    quantity: z.string().check(
      z.trim(),
      z.refine((value) => /^\d{1,5}$/.test(value) && Number(value) >= reprintQuantity.min && Number(value) <= reprintQuantity.max, {
        error: `Enter a number of copies from ${reprintQuantity.min} to ${reprintQuantity.max.toLocaleString('en')}.`,
      }),
    ),
    format: oneOf(
      reprintFormats.map((format) => format.value),
      'Choose a format.',
    ),
    name: requiredText('your name', 200),
    email: emailAddress(),
    institution: optionalText('your institution', 300),
    street: requiredText('the street and number', 300),
    city: requiredText('the city', 200),
    postalCode: requiredText('the postal code', 40),
    country: requiredText('the country', 100),
    notes: optionalText('your notes', 2000),
  }),
});
