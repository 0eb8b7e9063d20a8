// The page /ioap-form: its form's layout and texts.
import { Link } from 'react-router';
import { institutionTypes, ioapApplicationForm, ioapPaymentModels } from '@oap/contracts/forms/ioapForms.ts';
import { reply } from '../formFields.tsx';
import { formPageRoute } from '../formPageRoute.tsx';
import type { FormPageSpec } from '../formPageSpec.ts';

export const ioapFormPage: FormPageSpec = {
  definition: ioapApplicationForm,
  path: '/ioap-form',
  title: 'Apply for the Institutional Open Access Programme',
  description: 'Apply for your institution to cover its researchers’ article processing charges centrally, at a discount.',
  lead: (
    <p>
      Tell us about your institution and how you would like to pay. Our partnerships team replies within five working days with a proposal. Read about the{' '}
      <Link to="/ioap">programme</Link> first if you like.
    </p>
  ),
  submitLabel: 'Send the application',
  sentTitle: 'Thank you for your application',
  sentHeading: 'Your application has reached our partnerships team',
  sentText: reply('Our partnerships team'),
  fieldsets: [
    {
      legend: 'Your institution',
      fields: [
        { name: 'institution', kind: 'text', required: true, autoComplete: 'organization' },
        { name: 'institutionType', kind: 'select', required: true, options: institutionTypes },
        { name: 'country', kind: 'text', required: true, maxLength: 100, autoComplete: 'country-name' },
        { name: 'institutionUrl', kind: 'url', required: true, hint: 'Starting with https://' },
        { name: 'articlesPerYear', kind: 'number', required: true, hint: 'An estimate is fine; enter 0 if you do not know.' },
        { name: 'paymentModel', kind: 'select', required: true, options: ioapPaymentModels },
      ],
    },
    {
      legend: 'About you',
      fields: [
        { name: 'name', kind: 'text', required: true, autoComplete: 'name', maxLength: 200 },
        { name: 'role', kind: 'text', required: true, autoComplete: 'organization-title', maxLength: 200 },
        { name: 'email', kind: 'email', required: true },
        { name: 'message', kind: 'textarea' },
      ],
    },
  ],
};

export const { loader, action, head, Component } = formPageRoute(ioapFormPage);
