// Route module of /authors/english (route name "authors-english"): the English editing service page
// from the content store, with the price estimator after its text.
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteData, RouteHead } from '@oap/contracts/federation/contract.ts';
import { loadServiceContent } from '../service-pages/serviceContent.ts';
import { serviceHead } from '../service-pages/serviceRoute.tsx';
import { AuthorsEnglishPage } from './AuthorsEnglishPage.tsx';

export async function loader(args: LoaderFunctionArgs) {
  return { content: await loadServiceContent('authors-english', args) };
}

export function head({ content }: RouteData<typeof loader>): RouteHead {
  return serviceHead(content, '/authors/english');
}

export const Component = AuthorsEnglishPage;

/** The estimator's form, posted without scripts: the page comes back with the price. */
export { estimateAction as action } from './estimateAction.ts';
