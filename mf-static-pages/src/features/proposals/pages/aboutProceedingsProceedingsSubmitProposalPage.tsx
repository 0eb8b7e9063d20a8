// The page /about/proceedings/proceedings_submit_proposal: its form's layout and texts.
import { Link } from 'react-router';
import { proceedingsPaperTypes, proceedingsProposalForm } from '@oap/contracts/forms/publishingProposalForms.ts';
import { researcher } from '../formFields.tsx';
import { formPageRoute } from '../formPageRoute.tsx';
import type { FormPageSpec } from '../formPageSpec.ts';

export const aboutProceedingsProceedingsSubmitProposalPage: FormPageSpec = {
  definition: proceedingsProposalForm,
  path: '/about/proceedings/proceedings_submit_proposal',
  title: 'Propose a proceedings volume',
  description: 'Propose an open access proceedings volume for your conference: dates, papers, editors and peer review.',
  lead: (
    <p>
      Publish the papers of your conference in our open access <Link to="/about/proceedings">proceedings series</Link>. Please write at least four months before the
      conference; we reply within two weeks with a decision and a quotation.
    </p>
  ),
  submitLabel: 'Send the proposal',
  sentTitle: 'Thank you for your proposal',
  sentHeading: 'Your proceedings proposal has reached our conference team',
  sentText: <p>We reply within two weeks with a decision and a quotation. A copy of your proposal is on its way to your email address.</p>,
  fieldsets: [
    {
      legend: 'The conference',
      fields: [
        { name: 'conference', kind: 'text', required: true },
        { name: 'acronym', kind: 'text', maxLength: 50 },
        { name: 'startDate', kind: 'date', required: true, hint: 'For example 2027-05-14.' },
        { name: 'endDate', kind: 'date', required: true, hint: 'The same day for a one-day meeting.' },
        { name: 'place', kind: 'text', required: true, maxLength: 200 },
        { name: 'conferenceUrl', kind: 'url', required: true, hint: 'Starting with https://' },
      ],
    },
    {
      legend: 'The volume',
      fields: [
        { name: 'papers', kind: 'number', required: true },
        { name: 'paperType', kind: 'select', required: true, options: proceedingsPaperTypes },
        { name: 'editors', kind: 'textarea', required: true, rows: 4 },
        { name: 'review', kind: 'textarea', required: true, rows: 4, hint: 'Who reviews the papers, how many reviews each receives, and how decisions are made.' },
      ],
    },
    { legend: 'About you', fields: researcher },
  ],
};

export const { loader, action, head, Component } = formPageRoute(aboutProceedingsProceedingsSubmitProposalPage);
