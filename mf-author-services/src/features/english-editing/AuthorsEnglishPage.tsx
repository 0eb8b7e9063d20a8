// /authors/english: what the editing service includes and costs, then the price estimator and the
// way into an order.
import { useLoaderData } from 'react-router';
import { ServicePage } from '../service-pages/ServicePage.tsx';
import type { loader } from './authorsEnglishRoute.tsx';
import { editingServiceHref } from './WordCountStepPage.tsx';
import { WordCountEstimator } from './WordCountEstimator.tsx';

export function AuthorsEnglishPage() {
  const { content } = useLoaderData<typeof loader>();
  return (
    <ServicePage name="authors-english" page={content}>
      <WordCountEstimator next={{ label: 'Start your order', href: editingServiceHref }} />
    </ServicePage>
  );
}
