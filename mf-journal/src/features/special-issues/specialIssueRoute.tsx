// Route module of 'journal-slug-special_issues-identifier' (/journal/:slug/special_issues/:identifier).
// Submit in the header targets this issue (spec 4); so does the page's own Submit button.
import { useLoaderData } from 'react-router';
import { defineJournalPage } from '../journal-frame/defineJournalPage.tsx';
import { journalPagePath } from '@oap/shared/journals/frame/journalMenu.ts';
import { specialIssueQuery } from '@oap/shared/journals/specialIssueQuery.ts';
import { ownIssue } from './specialIssueQueries.ts';
import { SpecialIssueContent } from './SpecialIssueContent.tsx';

const page = defineJournalPage({
  current: 'journal-slug-special_issues',
  exact: false,
  load: async ({ slug, params, url, queryClient }) => ({ issue: ownIssue(await queryClient.ensureQueryData(specialIssueQuery(params['identifier'] ?? '', slug)), slug, url) }),
  title: ({ issue }) => issue.name,
  trail: ({ journal }) => [{ label: 'Special Issues', to: journalPagePath(journal.nameSystem, 'special_issues') }],
  suffix: ({ issue }) => `special_issues/${issue.identifier}`,
  description: ({ journal, issue }) =>
    `A special issue of ${journal.name} on ${issue.keywords.slice(0, 3).join(', ')}, ${issue.status === 'open' ? 'open for submission until' : 'closed on'} ${issue.deadline}.`,
  lead: ({ issue }) => <p>{`A special issue ${issue.section ? `of the section ${issue.section.name}` : 'of the journal'}, edited by ${issue.editors.map((editor) => editor.name).join(', ')}.`}</p>,
  Content: ({ data }) => <SpecialIssueContent issue={data.issue} />,
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
