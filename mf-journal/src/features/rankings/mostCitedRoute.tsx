// Route module of 'journal-slug-most-cited' (/journal/:slug/most-cited?range=…; /most_cited redirects here).
import { useLoaderData } from 'react-router';
import { rankedPage } from './rankedPage.tsx';

const page = rankedPage('citations');

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
