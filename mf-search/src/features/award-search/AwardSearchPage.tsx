// Search Awards (/awards/search): the search frame with each award as a card.
import { Link, useLoaderData } from 'react-router';
import { clearFilters, searchUrl } from '@oap/shared/search/searchUrlState.ts';
import { SearchFrame } from '../search-page/SearchFrame.tsx';
import type { loader } from './awardSearchRoute.tsx';
import { awardSearchPath } from './awardSearchPath.ts';
import { AwardCard } from './AwardCard.tsx';
import cardStyles from '../search-page/ResultCards.module.css';

export function AwardSearchPage() {
  const data = useLoaderData<typeof loader>();
  const { config, state, results } = data;
  return (
    <SearchFrame
      path={awardSearchPath}
      title="Search Awards"
      intro={
        <p>
          Our journals recognise outstanding papers, early-career researchers, reviewers and theses, and support travel to conferences. See also{' '}
          <Link to="/awards">Research Awards</Link>.
        </p>
      }
      termLabel="Search awards"
      placeholder="Award, journal or winner"
      data={data}
      noun={['award', 'awards']}
      empty={
        <div className={cardStyles.empty}>
          <h2>No awards match this search</h2>
          <p>
            Try another word, or <Link to={searchUrl(awardSearchPath, clearFilters({ ...state, q: '' }), config)}>see all awards</Link>.
          </p>
        </div>
      }
    >
      <ul className={cardStyles.grid}>
        {results.items.map((award) => (
          <li key={award.id}>
            <AwardCard award={award} />
          </li>
        ))}
      </ul>
    </SearchFrame>
  );
}
