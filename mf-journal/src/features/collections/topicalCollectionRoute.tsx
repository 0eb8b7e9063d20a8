// Route module of 'journal-slug-topical_collections-identifier' (/journal/:slug/topical_collections/:identifier).
import { useLoaderData } from 'react-router';
import { defineJournalPage } from '../journal-frame/defineJournalPage.tsx';
import { journalPagePath } from '@oap/shared/journals/frame/journalMenu.ts';
import { collectionQuery } from './collectionQueries.ts';
import { CollectionContent } from './CollectionContent.tsx';

const page = defineJournalPage({
  current: 'journal-slug-topical_collections',
  exact: false,
  load: async ({ slug, params, queryClient }) => ({ collection: await queryClient.ensureQueryData(collectionQuery(slug, params['identifier'] ?? '')) }),
  title: ({ collection }) => collection.name,
  trail: ({ journal }) => [{ label: 'Topical Collections', to: journalPagePath(journal.nameSystem, 'topical_collections') }],
  suffix: ({ collection }) => `topical_collections/${collection.identifier}`,
  description: ({ journal, collection }) => `${collection.name}: a topical collection of ${journal.name} with ${collection.articles.length} papers, open for submissions.`,
  Content: ({ data }) => <CollectionContent collection={data.collection} />,
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
