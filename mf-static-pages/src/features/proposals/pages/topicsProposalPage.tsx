// The page /topics/proposal: its form's layout and texts.
import { Link } from 'react-router';
import { topicProposalForm } from '@oap/contracts/forms/publishingProposalForms.ts';
import { subjectChoices } from '@oap/contracts/forms/proposalFields.ts';
import { researcher } from '../formFields.tsx';
import { formPageRoute } from '../formPageRoute.tsx';
import type { FormPageSpec } from '../formPageSpec.ts';

export const topicsProposalPage: FormPageSpec = {
  definition: topicProposalForm,
  path: '/topics/proposal',
  title: 'Propose a topic',
  description: 'Propose a topic: a call for papers that runs in several of our journals at once.',
  lead: (
    <p>
      A topic is a call for papers that runs in several journals at once; read <Link to="/topics/about">about topics</Link>. The editors-in-chief of the journals you
      choose review your proposal, and we reply within three weeks.
    </p>
  ),
  submitLabel: 'Send the proposal',
  sentTitle: 'Thank you for your proposal',
  sentHeading: 'Your topic proposal has reached our editorial office',
  sentText: <p>The editors-in-chief of the journals you chose review it, and we reply within three weeks. A copy of your proposal is on its way to your email address.</p>,
  fieldsets: [
    {
      legend: 'The topic',
      fields: [
        { name: 'topicTitle', kind: 'text', required: true },
        { name: 'subject', kind: 'select', required: true, options: subjectChoices },
        { name: 'journals', kind: 'checkboxes', options: 'journals' },
        { name: 'summary', kind: 'textarea', required: true },
        { name: 'keywords', kind: 'text', required: true, maxLength: 1000 },
        { name: 'topicEditors', kind: 'textarea', required: true, rows: 4 },
        { name: 'deadline', kind: 'date', required: true, hint: 'Usually nine to eighteen months from now.' },
      ],
    },
    { legend: 'About you', fields: researcher },
  ],
};

export const { loader, action, head, Component } = formPageRoute(topicsProposalPage);
