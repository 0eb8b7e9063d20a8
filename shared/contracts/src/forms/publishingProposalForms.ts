// Proposals researchers send to start something new with us (spec 2.2 and 2.3): a journal
// (/about/journals/proposal), a proceedings volume (/about/proceedings/proceedings_submit_proposal),
// a special issue (/special-issues/proposal) and a topic across journals (/topics/proposal).
import * as z from 'zod/mini';
import { calendarDate, defineForm, emailAddress, listOf, oneOf, optionalText, requiredText, webAddress } from './formKit.ts';
import { isFutureDate, journalChoice, subjectChoice, subjectChoices, wholeNumber } from './proposalFields.ts';

const proposer = {
  name: requiredText('your name', 200),
  email: emailAddress(),
  affiliation: requiredText('your institution', 300),
};
const proposerLabels = {
  name: 'Your name',
  email: 'Your email address',
  affiliation: 'Your institution',
};

export const journalProposalForm = defineForm({
  id: 'journal-proposal',
  title: 'Journal proposal',
  referencePrefix: 'JP',
  emailField: 'email',
  summaryField: 'journalTitle',
  choices: { subject: subjectChoices },
  labels: {
    journalTitle: 'Proposed title of the journal',
    subject: 'Subject area',
    scope: 'Aims and scope',
    rationale: 'Why the field needs this journal',
    editor: 'Proposed editor-in-chief (name, affiliation and email)',
    board: 'Researchers who have agreed to join the editorial board (optional)',
    articlesPerYear: 'Articles you expect in the first year',
    ...proposerLabels,
  },
  schema: z.object({
    journalTitle: requiredText('the proposed title of the journal', 300),
    subject: subjectChoice(),
    scope: requiredText('the aims and scope', 5000),
    rationale: requiredText('why the field needs this journal', 5000),
    editor: requiredText('the proposed editor-in-chief', 500),
    board: optionalText('the editorial board members', 5000),
    articlesPerYear: wholeNumber('the articles you expect in the first year', 1, 10_000),
    ...proposer,
  }),
});

export const proceedingsPaperTypes = [
  { value: 'full-papers', label: 'Full papers' },
  { value: 'extended-abstracts', label: 'Extended abstracts' },
  { value: 'both', label: 'Both' },
] as const;

export const proceedingsProposalForm = defineForm({
  id: 'proceedings-proposal',
  title: 'Proceedings proposal',
  referencePrefix: 'PP',
  emailField: 'email',
  summaryField: 'conference',
  choices: { paperType: proceedingsPaperTypes },
  labels: {
    conference: 'Name of the conference',
    acronym: 'Its short name or acronym (optional)',
    startDate: 'First day of the conference',
    endDate: 'Last day of the conference',
    place: 'Place (city and country, or "Online")',
    conferenceUrl: 'Web address of the conference',
    papers: 'Number of papers you expect',
    paperType: 'What the volume will contain',
    editors: 'Volume editors (names and affiliations)',
    review: 'How the papers are peer reviewed',
    ...proposerLabels,
  },
  schema: z
    .object({
      conference: requiredText('the name of the conference', 300),
      acronym: optionalText('the acronym', 50),
      startDate: calendarDate('the first day of the conference'),
      endDate: calendarDate('the last day of the conference'),
      place: requiredText('where the conference takes place', 200),
      conferenceUrl: webAddress('the conference’s web address'),
      papers: wholeNumber('the number of papers', 5, 5000),
      paperType: oneOf(
        proceedingsPaperTypes.map((type) => type.value),
        'Choose what the volume will contain.',
      ),
      editors: requiredText('the volume editors', 2000),
      review: requiredText('how the papers are peer reviewed', 3000),
      ...proposer,
    })
    .check(
      z.refine((proposal) => proposal.endDate >= proposal.startDate, { error: 'The last day cannot be before the first day.', path: ['endDate'] }),
    ),
});

export const specialIssueProposalForm = defineForm({
  id: 'special-issue-proposal',
  title: 'Special issue proposal',
  referencePrefix: 'SP',
  emailField: 'email',
  summaryField: 'issueTitle',
  labels: {
    journal: 'Journal',
    issueTitle: 'Title of the special issue',
    summary: 'Summary of the theme (about 300 words)',
    keywords: 'Keywords (three to ten, separated by semicolons)',
    guestEditors: 'Guest editors (name, affiliation and email of each)',
    deadline: 'Proposed deadline for submissions',
    ...proposerLabels,
  },
  schema: z
    .object({
      journal: journalChoice('Choose the journal the special issue is for.'),
      issueTitle: requiredText('the title of the special issue', 300),
      summary: requiredText('a summary of the theme', 5000),
      keywords: requiredText('the keywords', 1000),
      guestEditors: requiredText('the guest editors', 3000),
      deadline: calendarDate('the proposed deadline'),
      ...proposer,
    })
    .check(z.refine((proposal) => isFutureDate(proposal.deadline), { error: 'The deadline must be a date in the future.', path: ['deadline'] })),
});

export const topicProposalForm = defineForm({
  id: 'topic-proposal',
  title: 'Topic proposal',
  referencePrefix: 'TP',
  emailField: 'email',
  summaryField: 'topicTitle',
  listFields: ['journals'],
  choices: { subject: subjectChoices },
  labels: {
    topicTitle: 'Title of the topic',
    subject: 'Main subject area',
    journals: 'Journals the topic should run in (at least two)',
    summary: 'Summary of the theme (about 300 words)',
    keywords: 'Keywords (three to ten, separated by semicolons)',
    topicEditors: 'Topic editors (name, affiliation and email of each)',
    deadline: 'Proposed deadline for submissions',
    ...proposerLabels,
  },
  schema: z
    .object({
      topicTitle: requiredText('the title of the topic', 300),
      subject: subjectChoice(),
      journals: listOf(/^[a-z0-9-]{1,100}$/, 'Choose journals from the list.', 20).check(
        z.refine((journals) => new Set(journals).size >= 2, { error: 'Choose at least two journals: a topic runs in several.' }),
      ),
      summary: requiredText('a summary of the theme', 5000),
      keywords: requiredText('the keywords', 1000),
      topicEditors: requiredText('the topic editors', 3000),
      deadline: calendarDate('the proposed deadline'),
      ...proposer,
    })
    .check(z.refine((proposal) => isFutureDate(proposal.deadline), { error: 'The deadline must be a date in the future.', path: ['deadline'] })),
});
