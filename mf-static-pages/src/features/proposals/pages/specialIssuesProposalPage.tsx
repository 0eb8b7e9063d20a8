// The page /special-issues/proposal: its form's layout and texts.
import { Link } from 'react-router';
import { specialIssueProposalForm } from '@oap/contracts/forms/publishingProposalForms.ts';
import { researcher } from '../formFields.tsx';
import { formPageRoute } from '../formPageRoute.tsx';
import type { FormPageSpec } from '../formPageSpec.ts';

export const specialIssuesProposalPage: FormPageSpec = {
  definition: specialIssueProposalForm,
  path: '/special-issues/proposal',
  title: 'Propose a special issue',
  description: 'Propose a special issue of one of our journals: its theme, guest editors and deadline.',
  lead: (
    <p>
      Lead a special issue on a theme you know well. Read the <Link to="/special_issues_guidelines">special issue guidelines</Link> first; the journal’s editor-in-chief
      reviews every proposal and we reply within three weeks.
    </p>
  ),
  submitLabel: 'Send the proposal',
  sentTitle: 'Thank you for your proposal',
  sentHeading: 'Your special issue proposal has reached the journal',
  sentText: <p>The journal’s editor-in-chief reviews it, and we reply within three weeks. A copy of your proposal is on its way to your email address.</p>,
  fieldsets: [
    {
      legend: 'The special issue',
      fields: [
        { name: 'journal', kind: 'select', required: true, options: 'journals' },
        { name: 'issueTitle', kind: 'text', required: true },
        { name: 'summary', kind: 'textarea', required: true },
        { name: 'keywords', kind: 'text', required: true, maxLength: 1000 },
        { name: 'guestEditors', kind: 'textarea', required: true, rows: 4 },
        { name: 'deadline', kind: 'date', required: true, hint: 'Usually six to twelve months from now.' },
      ],
    },
    { legend: 'About you', fields: researcher },
  ],
};

export const { loader, action, head, Component } = formPageRoute(specialIssuesProposalPage);
