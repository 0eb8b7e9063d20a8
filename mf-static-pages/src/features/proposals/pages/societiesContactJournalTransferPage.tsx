// The page /societies/contact/journal-transfer: its form's layout and texts.
import { Link } from 'react-router';
import { societyJournalTransferForm } from '@oap/contracts/forms/societyContactForms.ts';
import { societyContact, reply } from '../formFields.tsx';
import { formPageRoute } from '../formPageRoute.tsx';
import type { FormPageSpec } from '../formPageSpec.ts';

export const societiesContactJournalTransferPage: FormPageSpec = {
  definition: societyJournalTransferForm,
  path: '/societies/contact/journal-transfer',
  title: 'Transfer your journal to us',
  description: 'Move your society’s journal to open access publishing with us: tell us about the journal and your timeline.',
  lead: (
    <p>
      We help societies move their journals to open access, keeping their editors, their identity and their archive. Read about our{' '}
      <Link to="/publishing_services">publishing services</Link>.
    </p>
  ),
  submitLabel: 'Send the enquiry',
  sentTitle: 'Thank you for your enquiry',
  sentHeading: 'Your transfer enquiry has reached our journal development team',
  sentText: reply('Our journal development team'),
  fieldsets: [
    {
      legend: 'The journal',
      fields: [
        { name: 'journalTitle', kind: 'text', required: true },
        { name: 'issn', kind: 'text', maxLength: 9, hint: 'For example 1234-567X.' },
        { name: 'journalUrl', kind: 'url', required: true, hint: 'Starting with https://' },
        { name: 'owner', kind: 'text', required: true },
        { name: 'publisher', kind: 'text', required: true },
        { name: 'articlesPerYear', kind: 'number', required: true },
        { name: 'timeline', kind: 'textarea', required: true },
      ],
    },
    { legend: 'About you', fields: societyContact },
  ],
};

export const { loader, action, head, Component } = formPageRoute(societiesContactJournalTransferPage);
