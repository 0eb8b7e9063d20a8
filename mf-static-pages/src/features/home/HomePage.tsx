// The home page: mission and search, subjects, the biggest journals and where to go next.
import { useLoaderData } from 'react-router';
import type { loader } from './homeRoute.tsx';
import { HomeHero } from './HomeHero.tsx';
import { SubjectLinks } from './SubjectLinks.tsx';
import { BiggestJournals } from './BiggestJournals.tsx';
import { HomeGuides } from './HomeGuides.tsx';
import styles from './HomePage.module.css';

export function HomePage() {
  const { biggestJournals } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <HomeHero />
      <SubjectLinks />
      <BiggestJournals journals={biggestJournals} />
      <HomeGuides />
    </div>
  );
}
