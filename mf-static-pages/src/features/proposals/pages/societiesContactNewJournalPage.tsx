// The page /societies/contact/new-journal: its form's layout and texts.
import { societyNewJournalForm } from '@oap/contracts/forms/societyContactForms.ts';
import { societyContact, reply } from '../formFields.tsx';
import { formPageRoute } from '../formPageRoute.tsx';
import type { FormPageSpec } from '../formPageSpec.ts';

export const societiesContactNewJournalPage: FormPageSpec = {
  definition: societyNewJournalForm,
  path: '/societies/contact/new-journal',
  title: 'Start a new society journal',
  description: 'Propose a new open access journal for your society, published by us with your society’s editors.',
  lead: <p>Tell us about the journal your society would like to start. We publish it, and your society keeps editorial control and ownership.</p>,
  submitLabel: 'Send the proposal',
  sentTitle: 'Thank you for your proposal',
  sentHeading: 'Your proposal has reached our journal development team',
  sentText: reply('Our journal development team'),
  fieldsets: [
    {
      legend: 'Your society',
      fields: [
        { name: 'society', kind: 'text', required: true, autoComplete: 'organization' },
        { name: 'societyUrl', kind: 'url', required: true, hint: 'Starting with https://' },
      ],
    },
    {
      legend: 'The journal',
      fields: [
        { name: 'journalTitle', kind: 'text', required: true },
        { name: 'scope', kind: 'textarea', required: true, hint: 'The subjects it covers and the kinds of article it publishes.' },
        { name: 'articlesPerYear', kind: 'number', required: true },
        { name: 'editor', kind: 'text', required: true, maxLength: 500 },
      ],
    },
    { legend: 'About you', fields: societyContact },
  ],
};

export const { loader, action, head, Component } = formPageRoute(societiesContactNewJournalPage);
