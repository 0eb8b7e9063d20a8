// The page /societies/contact/general: its form's layout and texts.
import { Link } from 'react-router';
import { societyGeneralForm } from '@oap/contracts/forms/societyContactForms.ts';
import { societyContact, reply } from '../formFields.tsx';
import { formPageRoute } from '../formPageRoute.tsx';
import type { FormPageSpec } from '../formPageSpec.ts';

export const societiesContactGeneralPage: FormPageSpec = {
  definition: societyGeneralForm,
  path: '/societies/contact/general',
  title: 'Contact our society team',
  description: 'Questions from learned societies about publishing with us, partnerships and affiliations.',
  lead: (
    <p>
      Questions about publishing with us, a partnership or an affiliation? Our society team will answer. Read about our work with{' '}
      <Link to="/societies">societies</Link> first if you like.
    </p>
  ),
  submitLabel: 'Send the enquiry',
  sentTitle: 'Thank you for your enquiry',
  sentHeading: 'Your enquiry has reached our society team',
  sentText: reply('Our society team'),
  fieldsets: [
    {
      legend: 'Your society',
      fields: [
        { name: 'society', kind: 'text', required: true, autoComplete: 'organization' },
        { name: 'country', kind: 'text', required: true, autoComplete: 'country-name', maxLength: 100 },
        { name: 'message', kind: 'textarea', required: true, hint: 'At most 5,000 characters.' },
      ],
    },
    { legend: 'About you', fields: societyContact },
  ],
};

export const { loader, action, head, Component } = formPageRoute(societiesContactGeneralPage);
