// Topics (/topics): the search frame with each topic as a card.
import { Link, useLoaderData } from 'react-router';
import { clearFilters, searchUrl } from '@oap/shared/search/searchUrlState.ts';
import { SearchFrame } from '../search-page/SearchFrame.tsx';
import type { loader } from './topicListRoute.tsx';
import { topicListPath } from './topicListPath.ts';
import { TopicCard } from './TopicCard.tsx';
import cardStyles from '../search-page/ResultCards.module.css';

export function TopicListPage() {
  const data = useLoaderData<typeof loader>();
  const { config, state, results } = data;
  return (
    <SearchFrame
      path={topicListPath}
      title="Topics"
      intro={
        <p>
          A topic is a call for papers shared by several journals: submit to the journal that suits your paper. <Link to="/topics/about">About topics</Link>.
        </p>
      }
      termLabel="Search topics"
      placeholder="Topic name or keyword"
      data={data}
      noun={['topic', 'topics']}
      empty={
        <div className={cardStyles.empty}>
          <h2>No topics match this search</h2>
          <p>
            Try another word, or <Link to={searchUrl(topicListPath, clearFilters({ ...state, q: '' }), config)}>see all topics</Link>. You can also{' '}
            <Link to="/topics/proposal">propose a topic</Link>.
          </p>
        </div>
      }
    >
      <ul className={cardStyles.grid}>
        {results.items.map((topic) => (
          <li key={topic.id}>
            <TopicCard topic={topic} />
          </li>
        ))}
      </ul>
    </SearchFrame>
  );
}
