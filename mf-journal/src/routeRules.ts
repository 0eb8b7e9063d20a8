// The routes inside mf-journal's family (/journal/{slug} and below) as this build declares them: its
// build writes them into build-metadata.json (spec 7.5), and the server and the shell route by the
// active build's file, so a page added here ships with a promote of mf-journal alone. routes.ts is
// typed against these names (JournalRouteName) and routes.test.ts checks the map has exactly them.
import { journalPage, pageRoutes, type PageRouteEntry } from '@oap/contracts/routing/routeTable.ts';
import { releaseCheckBuild, releaseCheckRouteName } from '@oap/shared/journals/frame/releaseCheck.ts';
import type { JournalRouteName } from '@oap/shared/journals/frame/journalMenu.ts';

type TableRoute = Extract<PageRouteEntry, { remote: 'mf-journal' }>;

/** Its family's part of the routing table (routing/pageRoutes.ts), where every route is written once; the build ships them in its metadata. */
const tableRules = pageRoutes.filter((route): route is TableRoute => route.remote === 'mf-journal');

/** Declared here only: the test page of a release check build (releaseCheck.ts). */
const releaseCheckRule = journalPage('release-check', 'journal-with-toc');

export const routeRules: readonly (TableRoute | typeof releaseCheckRule)[] = releaseCheckBuild ? [...tableRules, releaseCheckRule] : tableRules;

export type { JournalRouteName };

/** No page of mf-journal is the same for every reader between releases and catalogue changes. */
export const prerendered: readonly string[] = [];

releaseCheckRule.name satisfies typeof releaseCheckRouteName;
releaseCheckRule.name satisfies JournalRouteName;
