// The routes inside mf-author-services's family as this build declares them: its build writes them into
// build-metadata.json (spec 7.5), and the server and the shell route by the active build's file.
import { pageRoutes } from '@oap/contracts/routing/routeTable.ts';

export const routeRules = pageRoutes.filter((route) => route.remote === 'mf-author-services');

/** No page of mf-author-services is the same for every reader between releases and catalogue changes. */
export const prerendered: readonly string[] = [];
