// The home page: mission and search, subjects, the biggest journals, the latest articles, what is
// open for submission, news, awards, and where to go next.
import { useLoaderData } from 'react-router';
import type { loader } from './homeRoute.tsx';
import { HomeHero } from './HomeHero.tsx';
import { SubjectLinks } from './SubjectLinks.tsx';
import { BiggestJournals } from './BiggestJournals.tsx';
import { LatestArticles } from './LatestArticles.tsx';
import { OpenCalls } from './OpenCalls.tsx';
import { HomeNews } from './HomeNews.tsx';
import { HomeAwards } from './HomeAwards.tsx';
import { HomeGuides } from './HomeGuides.tsx';
import styles from './HomePage.module.css';

export function HomePage() {
  const { biggestJournals, latestArticles, openCalls, news, awards } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <HomeHero journals={biggestJournals} />
      <SubjectLinks />
      <BiggestJournals journals={biggestJournals} />
      <LatestArticles articles={latestArticles} />
      <OpenCalls calls={openCalls} />
      <HomeNews news={news} />
      <HomeAwards awards={awards} />
      <HomeGuides />
    </div>
  );
}
