// Route module of 'journal-slug-special_issues' (/journal/:slug/special_issues?status=open|closed&page=n).
import { useLoaderData } from 'react-router';
import { defineJournalPage } from '../journal-frame/defineJournalPage.tsx';
import { journalPagePath } from '@oap/shared/journals/frame/journalMenu.ts';
import { journalSubpageQuery } from '../journal-frame/journalQueries.ts';
import { choiceFrom, pageFrom } from '../journal-lists/listParams.ts';
import { SpecialIssueListContent } from './SpecialIssueListContent.tsx';

const page = defineJournalPage({
  current: 'journal-slug-special_issues',
  load: async ({ slug, url, queryClient }) => ({
    issues: await queryClient.ensureQueryData(journalSubpageQuery(slug, 'special-issues')),
    status: choiceFrom(url.searchParams, 'status', ['open', 'closed'] as const, 'open'),
    page: pageFrom(url.searchParams),
  }),
  title: ({ status }) => (status === 'open' ? 'Special Issues' : 'Closed Special Issues'),
  crumb: () => 'Special Issues',
  suffix: () => 'special_issues',
  query: ({ status, page }) => ({ status: status === 'open' ? undefined : status, page: page > 1 ? String(page) : undefined }),
  description: ({ journal, issues }) => `${issues.open.length} special issues of ${journal.name} are open for submission: their topics, guest editors and deadlines.`,
  lead: ({ journal }) => <p>Special issues gather papers on one topic, edited by guest editors who are experts in it. Papers are published in {journal.name} as soon as they are accepted.</p>,
  Content: ({ data }) => (
    <SpecialIssueListContent path={journalPagePath(data.journal.nameSystem, 'special_issues')} status={data.status} page={data.page} open={data.issues.open} closed={data.issues.closed} />
  ),
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
