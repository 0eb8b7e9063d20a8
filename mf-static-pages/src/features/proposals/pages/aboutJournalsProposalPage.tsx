// The page /about/journals/proposal: its form's layout and texts.
import { Link } from 'react-router';
import { journalProposalForm } from '@oap/contracts/forms/publishingProposalForms.ts';
import { subjectChoices } from '@oap/contracts/forms/proposalFields.ts';
import { researcher, reply } from '../formFields.tsx';
import { formPageRoute } from '../formPageRoute.tsx';
import type { FormPageSpec } from '../formPageSpec.ts';

export const aboutJournalsProposalPage: FormPageSpec = {
  definition: journalProposalForm,
  path: '/about/journals/proposal',
  title: 'Propose a Journal',
  description: 'Propose a new open access journal: its scope, why the field needs it, and its editor-in-chief.',
  lead: (
    <p>
      Does your field need a new open access journal? Tell us what it would publish and who would lead it. Our journal development team and scientific advisory board
      review every proposal. Societies can also <Link to="/societies/contact/new-journal">start a society journal</Link>.
    </p>
  ),
  submitLabel: 'Send the proposal',
  sentTitle: 'Thank you for your proposal',
  sentHeading: 'Your journal proposal has reached our journal development team',
  sentText: reply('Our journal development team'),
  fieldsets: [
    {
      legend: 'The journal',
      fields: [
        { name: 'journalTitle', kind: 'text', required: true },
        { name: 'subject', kind: 'select', required: true, options: subjectChoices },
        { name: 'scope', kind: 'textarea', required: true },
        { name: 'rationale', kind: 'textarea', required: true, hint: 'What is not served by existing journals, and who will read and write for it.' },
        { name: 'articlesPerYear', kind: 'number', required: true },
      ],
    },
    {
      legend: 'Its editors',
      fields: [
        { name: 'editor', kind: 'text', required: true, maxLength: 500 },
        { name: 'board', kind: 'textarea', rows: 4 },
      ],
    },
    { legend: 'About you', fields: researcher },
  ],
};

export const { loader, action, head, Component } = formPageRoute(aboutJournalsProposalPage);
