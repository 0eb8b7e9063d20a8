// The chunk of the article page's loader and head (articleLoader.ts): fetched at the reader's first
// interaction with the page (ArticlePage), or with the page's module for a client-side navigation
// (routes.ts), not with the page.
import { navigationCode } from '@oap/shared/routing/navigationCode.ts';

export const articleNavigation = navigationCode(() => import('./articleLoader.ts'));
