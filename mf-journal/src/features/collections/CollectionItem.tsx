// One topical collection in a list: name (to its page), since when, its editors and papers.
import { Link } from 'react-router';
import type { TopicalCollection } from '@oap/contracts/api/journals.ts';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import records from '../journal-records/RecordItem.module.css';

export function CollectionItem({ collection, headingLevel = 2 }: { collection: TopicalCollection; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={records.item}>
      <Heading className={records.title}>
        <Link to={collection.path}>{collection.name}</Link>
      </Heading>
      <p className={records.meta}>
        {`Open since ${formatDate(collection.createdOn)} · ${collection.articleCount} ${collection.articleCount === 1 ? 'paper' : 'papers'} · `}
        {`${collection.editors.length === 1 ? 'Editor' : 'Editors'}: ${collection.editors.map((editor) => editor.name).join(', ')}`}
      </p>
    </li>
  );
}
