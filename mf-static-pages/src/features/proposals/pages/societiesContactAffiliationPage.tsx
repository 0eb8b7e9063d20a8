// The page /societies/contact/affiliation: its form's layout and texts.
import { Link } from 'react-router';
import { societyAffiliationForm } from '@oap/contracts/forms/societyContactForms.ts';
import { societyContact, reply } from '../formFields.tsx';
import { formPageRoute } from '../formPageRoute.tsx';
import type { FormPageSpec } from '../formPageSpec.ts';

export const societiesContactAffiliationPage: FormPageSpec = {
  definition: societyAffiliationForm,
  path: '/societies/contact/affiliation',
  title: 'Affiliate your society with a journal',
  description: 'Ask for one of our journals to become your society’s official journal, with member discounts and a voice on its board.',
  lead: (
    <p>
      An affiliated society has one of our journals as its official journal: it nominates editors, and its members publish at a discount. See the{' '}
      <Link to="/societies_partnership">partnership programme</Link> for a lighter form of collaboration.
    </p>
  ),
  submitLabel: 'Send the enquiry',
  sentTitle: 'Thank you for your enquiry',
  sentHeading: 'Your affiliation enquiry has reached our society team',
  sentText: reply('Our society team, with the journal’s editor-in-chief,'),
  fieldsets: [
    {
      legend: 'Your society',
      fields: [
        { name: 'society', kind: 'text', required: true, autoComplete: 'organization' },
        { name: 'societyUrl', kind: 'url', required: true, hint: 'Starting with https://' },
        { name: 'country', kind: 'text', required: true, maxLength: 100 },
        { name: 'members', kind: 'number', required: true },
      ],
    },
    {
      legend: 'The affiliation',
      fields: [
        { name: 'journal', kind: 'text', required: true, hint: 'The journal’s name, or the field if you are not sure.' },
        { name: 'plans', kind: 'textarea', required: true, hint: 'For example: board nominations, member discounts, publishing your meeting abstracts.' },
      ],
    },
    { legend: 'About you', fields: societyContact },
  ],
};

export const { loader, action, head, Component } = formPageRoute(societiesContactAffiliationPage);
