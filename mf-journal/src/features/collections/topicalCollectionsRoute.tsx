// Route module of 'journal-slug-topical_collections' (/journal/:slug/topical_collections).
import { useLoaderData } from 'react-router';
import { defineJournalPage } from '../journal-frame/defineJournalPage.tsx';
import records from '../journal-records/RecordItem.module.css';
import { collectionsQuery } from './collectionQueries.ts';
import { CollectionItem } from './CollectionItem.tsx';

const page = defineJournalPage({
  current: 'journal-slug-topical_collections',
  load: async ({ slug, queryClient }) => ({ collections: await queryClient.ensureQueryData(collectionsQuery(slug)) }),
  title: () => 'Topical Collections',
  suffix: () => 'topical_collections',
  description: ({ journal, collections }) => `The ${collections.length} topical collections of ${journal.name}: ${collections.map((collection) => collection.name).join('; ')}.`,
  lead: ({ journal }) => <p>Topical collections of {journal.name} gather papers on one theme, and take submissions at any time.</p>,
  Content: ({ data }) =>
    data.collections.length === 0 ? (
      <p>The journal has no topical collections yet.</p>
    ) : (
      <ul className={records.list}>
        {data.collections.map((collection) => (
          <CollectionItem key={collection.id} collection={collection} />
        ))}
      </ul>
    ),
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
