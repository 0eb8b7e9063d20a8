// Route module of 'journal-slug-most-viewed' (/journal/:slug/most-viewed?range=…).
import { useLoaderData } from 'react-router';
import { rankedPage } from './rankedPage.tsx';

const page = rankedPage('views');

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
