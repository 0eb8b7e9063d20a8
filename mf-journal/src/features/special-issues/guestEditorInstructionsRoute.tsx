// Route module of 'journal-slug-special_issues-identifier-ge_instructions' (…/special_issues/:identifier/ge_instructions):
// the guest editors' welcome pack (spec 7.3 si_ge_welcome_pack_contents) for this special issue.
import { useLoaderData } from 'react-router';
import { defineJournalPage } from '../journal-frame/defineJournalPage.tsx';
import { journalPagePath } from '@oap/shared/journals/frame/journalMenu.ts';
import { journalTextQuery } from '../journal-frame/journalQueries.ts';
import { specialIssueQuery } from '@oap/shared/journals/specialIssueQuery.ts';
import { ownIssue } from './specialIssueQueries.ts';
import { GuestEditorInstructionsContent } from './GuestEditorInstructionsContent.tsx';

const page = defineJournalPage({
  current: 'journal-slug-special_issues',
  exact: false,
  load: async ({ slug, params, url, queryClient }) => {
    const [issue, pack] = await Promise.all([
      queryClient.ensureQueryData(specialIssueQuery(params['identifier'] ?? '', slug)),
      queryClient.ensureQueryData(journalTextQuery(slug, 'si_ge_welcome_pack_contents')),
    ]);
    return { issue: ownIssue(issue, slug, url), pack };
  },
  title: () => 'Guest Editor Instructions',
  trail: ({ journal, issue }) => [
    { label: 'Special Issues', to: journalPagePath(journal.nameSystem, 'special_issues') },
    { label: issue.name, to: issue.path },
  ],
  suffix: ({ issue }) => `special_issues/${issue.identifier}/ge_instructions`,
  description: ({ issue }) => `What the guest editors of the special issue “${issue.name}” do, and how the editorial office supports them.`,
  Content: ({ data }) => <GuestEditorInstructionsContent issue={data.issue} pack={data.pack} />,
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
