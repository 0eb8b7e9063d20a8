// Route module of 'journal-slug-issues' (/journal/:slug/issues): the volumes and issues archive.
import { useLoaderData } from 'react-router';
import { defineJournalPage } from '../journal-frame/defineJournalPage.tsx';
import { journalSubpageQuery } from '../journal-frame/journalQueries.ts';
import { IssuesContent } from './IssuesContent.tsx';

const page = defineJournalPage({
  current: 'journal-slug-issues',
  load: async ({ slug, queryClient }) => ({ volumes: await queryClient.ensureQueryData(journalSubpageQuery(slug, 'issues')) }),
  title: () => 'Volumes & Issues',
  suffix: () => 'issues',
  description: ({ journal, volumes }) => `Every volume and issue of ${journal.name}${volumes[0] ? `, from volume ${volumes.at(-1)?.volume} (${volumes.at(-1)?.year}) to volume ${volumes[0].volume} (${volumes[0].year})` : ''}.`,
  related: [['Most Recent', 'most-recent'], ['Special Issues', 'special_issues']],
  Content: ({ data }) => <IssuesContent issn={data.journal.issn} volumes={data.volumes} />,
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
