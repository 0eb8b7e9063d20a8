// The page /ioap/recommend: its form's layout and texts.
import { ioapRecommendForm } from '@oap/contracts/forms/ioapForms.ts';
import { formPageRoute } from '../formPageRoute.tsx';
import type { FormPageSpec } from '../formPageSpec.ts';

export const ioapRecommendPage: FormPageSpec = {
  definition: ioapRecommendForm,
  path: '/ioap/recommend',
  title: 'Recommend the programme to your library',
  description: 'Ask us to contact your library about the Institutional Open Access Programme, so that your institution covers your charges.',
  lead: <p>Would you like your institution to cover your article processing charges? Tell us where you work, and we will contact your library on your behalf.</p>,
  submitLabel: 'Send the recommendation',
  sentTitle: 'Thank you for your recommendation',
  sentHeading: 'Your recommendation has reached our partnerships team',
  sentText: <p>We will contact your library and let you know when your institution joins. A copy of what you sent is on its way to your email address.</p>,
  fieldsets: [
    {
      legend: 'About you',
      fields: [
        { name: 'name', kind: 'text', required: true, autoComplete: 'name', maxLength: 200 },
        { name: 'email', kind: 'email', required: true },
        { name: 'institution', kind: 'text', required: true, autoComplete: 'organization' },
        { name: 'department', kind: 'text' },
      ],
    },
    {
      legend: 'Your library (optional)',
      fields: [
        { name: 'librarian', kind: 'text', maxLength: 200 },
        { name: 'librarianEmail', kind: 'email', autoComplete: 'off', hint: 'We write to them once, naming you only if you agree in your message.' },
        { name: 'message', kind: 'textarea' },
      ],
    },
  ],
};

export const { loader, action, head, Component } = formPageRoute(ioapRecommendPage);
