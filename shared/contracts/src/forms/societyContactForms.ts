// The four contact forms of the societies pages (spec 2.3 /societies/contact/{general, affiliation,
// new-journal, journal-transfer}): what our society team needs to answer each kind of enquiry.
import * as z from 'zod/mini';
import { defineForm, emailAddress, optionalText, requiredText, webAddress } from './formKit.ts';
import { wholeNumber } from './proposalFields.ts';

const contact = {
  name: requiredText('your name', 200),
  email: emailAddress(),
  role: optionalText('your role in the society', 200),
};
const contactLabels = {
  name: 'Your name',
  email: 'Your email address',
  role: 'Your role in the society (optional)',
};

export const societyGeneralForm = defineForm({
  id: 'society-contact',
  title: 'Society enquiry',
  referencePrefix: 'SG',
  emailField: 'email',
  summaryField: 'message',
  labels: { society: 'Name of the society', country: 'Country', message: 'Your enquiry', ...contactLabels },
  schema: z.object({
    society: requiredText('the name of the society', 300),
    country: requiredText('the country of the society', 100),
    message: requiredText('your enquiry', 5000),
    ...contact,
  }),
});

export const societyAffiliationForm = defineForm({
  id: 'society-affiliation',
  title: 'Society affiliation enquiry',
  referencePrefix: 'SA',
  emailField: 'email',
  summaryField: 'society',
  labels: {
    society: 'Name of the society',
    societyUrl: 'Web address of the society',
    country: 'Country',
    members: 'Number of members',
    journal: 'The journal you would like to affiliate with',
    plans: 'What the society would like from the affiliation',
    ...contactLabels,
  },
  schema: z.object({
    society: requiredText('the name of the society', 300),
    societyUrl: webAddress('the society’s web address'),
    country: requiredText('the country of the society', 100),
    members: wholeNumber('the number of members', 1, 10_000_000),
    journal: requiredText('the journal you would like to affiliate with', 300),
    plans: requiredText('what the society would like from the affiliation', 5000),
    ...contact,
  }),
});

export const societyNewJournalForm = defineForm({
  id: 'society-new-journal',
  title: 'New society journal',
  referencePrefix: 'SN',
  emailField: 'email',
  summaryField: 'journalTitle',
  labels: {
    society: 'Name of the society',
    societyUrl: 'Web address of the society',
    journalTitle: 'Proposed title of the journal',
    scope: 'Aims and scope',
    articlesPerYear: 'Articles you expect to publish each year',
    editor: 'Proposed editor-in-chief (name and affiliation)',
    ...contactLabels,
  },
  schema: z.object({
    society: requiredText('the name of the society', 300),
    societyUrl: webAddress('the society’s web address'),
    journalTitle: requiredText('the proposed title of the journal', 300),
    scope: requiredText('the aims and scope of the journal', 5000),
    articlesPerYear: wholeNumber('the articles you expect each year', 1, 100_000),
    editor: requiredText('the proposed editor-in-chief', 500),
    ...contact,
  }),
});

export const societyJournalTransferForm = defineForm({
  id: 'society-journal-transfer',
  title: 'Journal transfer enquiry',
  referencePrefix: 'ST',
  emailField: 'email',
  summaryField: 'journalTitle',
  labels: {
    journalTitle: 'Title of the journal',
    issn: 'ISSN (optional)',
    journalUrl: 'Web address of the journal',
    owner: 'Owner of the journal (the society or institution)',
    publisher: 'Current publisher',
    articlesPerYear: 'Articles published each year',
    timeline: 'When you would like the transfer to happen, and why',
    ...contactLabels,
  },
  schema: z.object({
    journalTitle: requiredText('the title of the journal', 300),
    issn: z.optional(z.string().check(z.trim(), z.regex(/^$|^\d{4}-\d{3}[\dXx]$/, { error: 'Enter the ISSN as four digits, a dash and four digits or X, such as 1234-567X.' }))),
    journalUrl: webAddress('the journal’s web address'),
    owner: requiredText('the owner of the journal', 300),
    publisher: requiredText('the current publisher', 300),
    articlesPerYear: wholeNumber('the articles published each year', 1, 100_000),
    timeline: requiredText('when and why you would like to transfer', 5000),
    ...contact,
  }),
});
