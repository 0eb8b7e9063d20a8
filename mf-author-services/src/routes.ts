// What mf-author-services exposes as ./routes: route name -> its page module (architecture contract
// 2). Typed against its family's routes in the routing table: a page missing here, or one it
// does not declare, is a type error. Each page is a chunk of its own.
import type { RemoteRoutes, RouteModuleLoader } from '@oap/contracts/federation/contract.ts';
import type { ServicePageName } from './features/service-pages/servicePages.ts';

/** A service page that is its text alone, with how to order it beside it. */
const textPage =
  (name: Exclude<ServicePageName, 'authors-english'>): RouteModuleLoader =>
  () =>
    import('./features/service-pages/serviceRoute.tsx').then((module) => module.serviceRoute(name));

const routes = {
  'authors-english': () => import('./features/english-editing/authorsEnglishRoute.tsx'),
  'authors-english-editing': textPage('authors-english-editing'),
  'authors-english-figures-formatting': textPage('authors-english-figures-formatting'),
  'authors-latex': textPage('authors-latex'),
  'authors-layout': textPage('authors-layout'),
  'authors-rights': textPage('authors-rights'),
  'authors-funding': textPage('authors-funding'),
  'authors-promoting': textPage('authors-promoting'),
  'authors-references': textPage('authors-references'),
  'authors-transfer-service': textPage('authors-transfer-service'),
  'authors-avoid-phishing-emails': textPage('authors-avoid-phishing-emails'),
  // The order steps: each works without scripts (GET forms between steps, a posted order at the end).
  'authors-step-word-count': () => import('./features/english-editing/wordCountStepRoute.tsx'),
  'authors-step-editing-service': () => import('./features/orders/editingServiceRoute.tsx'),
  'authors-step-figure-editing': () => import('./features/orders/figureEditingRoute.tsx'),
  'authors-step-academic-formatting': () => import('./features/orders/academicFormattingRoute.tsx'),
  'authors-step-order-review': () => import('./features/orders/orderReviewRoute.tsx'),
} satisfies RemoteRoutes<'mf-author-services'>;

export default routes;
