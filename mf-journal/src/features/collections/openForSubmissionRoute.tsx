// Route module of 'journal-slug-open-for-submission' (/journal/:slug/open-for-submission).
import { useLoaderData } from 'react-router';
import type { OpenForSubmission } from '@oap/contracts/api/journals.ts';
import { defineJournalPage } from '../journal-frame/defineJournalPage.tsx';
import { journalGetQuery } from '../journal-frame/journalQueries.ts';
import { OpenForSubmissionContent } from './OpenForSubmissionContent.tsx';

const page = defineJournalPage({
  current: 'journal-slug-open-for-submission',
  load: async ({ slug, queryClient }) => ({ open: await queryClient.ensureQueryData(journalGetQuery<OpenForSubmission>(slug, 'open-for-submission')) }),
  title: () => 'Open for Submission',
  suffix: () => 'open-for-submission',
  description: ({ journal, open }) =>
    `${open.specialIssues.length} special issues, ${open.topics.length} topics and ${open.collections.length} topical collections of ${journal.name} take submissions now.`,
  lead: ({ journal }) => <p>Where a paper for {journal.name} can go now, besides the journal’s regular issues.</p>,
  Content: ({ data }) => <OpenForSubmissionContent open={data.open} />,
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
