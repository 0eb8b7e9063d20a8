// The information pages that show a list from the API after their text, by route name.
import type { LoaderFunctionArgs } from 'react-router';
import { queryClientOf } from '@oap/shared/api/requestScope.ts';
import { pageFromParam } from '@oap/shared/routing/pageParam.ts';
import { announcementsQuery, apcQuery, awardsQuery, conferencesQuery, societiesQuery, topicEditorPageQuery, topicEditorsQuery } from '../publisher/publisherQueries.ts';
import { AnnouncementList } from './AnnouncementList.tsx';
import { ApcTable, subjectFilter } from './ApcTable.tsx';
import { AwardList, awardKindFilter } from './AwardList.tsx';
import { filterWords } from './wordFilter.ts';
import { ConferenceList } from './ConferenceList.tsx';
import { informationRoute } from './informationRoute.tsx';
import { JournalMetricsTable } from './JournalMetricsTable.tsx';
import { SocietyJournalsTable } from './SocietyJournalsTable.tsx';
import { SocietyList } from './SocietyList.tsx';
import { TopicEditorList } from './TopicEditorList.tsx';


const apcPage = (routeName: 'apc' | 'apc-apc-updates') =>
  informationRoute(routeName, {
    heading: { id: 'charges-by-journal', text: 'Charges by journal', level: 2 },
    load: async ({ request, context }: LoaderFunctionArgs) => ({ list: await queryClientOf(context).ensureQueryData(apcQuery()), subject: subjectFilter(request.url) }),
    Section: ApcTable,
    wide: true,
  });

export const informationPages = {
  apc: () => apcPage('apc'),
  'apc-apc-updates': () => apcPage('apc-apc-updates'),
  'about-impact': () =>
    informationRoute('about-impact', {
      heading: { id: 'journal-metrics', text: 'Journal metrics', level: 2 },
      load: ({ context }: LoaderFunctionArgs) => queryClientOf(context).ensureQueryData(apcQuery()),
      Section: JournalMetricsTable,
    }),
  awards: () =>
    informationRoute('awards', {
      heading: { id: 'all-awards', text: 'All awards', level: 2 },
      load: async ({ request, context }: LoaderFunctionArgs) => ({ awards: await queryClientOf(context).ensureQueryData(awardsQuery()), kind: awardKindFilter(request.url), words: filterWords(request.url) }),
      Section: AwardList,
      wide: true,
    }),
  societies: () =>
    informationRoute('societies', {
      heading: { id: 'society-partners', text: 'Our society partners', level: 2 },
      load: async ({ request, context }: LoaderFunctionArgs) => ({ societies: await queryClientOf(context).ensureQueryData(societiesQuery()), words: filterWords(request.url) }),
      Section: SocietyList,
      wide: true,
    }),
  societies_journals: () =>
    informationRoute('societies_journals', {
      heading: { id: 'journals-and-societies', text: 'Journals and their societies', level: 2 },
      load: ({ context }: LoaderFunctionArgs) => queryClientOf(context).ensureQueryData(societiesQuery()),
      Section: SocietyJournalsTable,
    }),
  'partnerships-conferences': () =>
    informationRoute('partnerships-conferences', {
      heading: { id: 'conferences-we-support', text: 'Conferences we support', level: 2 },
      load: ({ context }: LoaderFunctionArgs) => queryClientOf(context).ensureQueryData(conferencesQuery()),
      Section: ConferenceList,
      wide: true,
    }),
  'about-announcements': () =>
    informationRoute('about-announcements', {
      heading: { id: 'all-announcements', text: 'All announcements', level: 2 },
      load: ({ context }: LoaderFunctionArgs) => queryClientOf(context).ensureQueryData(announcementsQuery()),
      Section: AnnouncementList,
    }),
  'topics-editors': () =>
    informationRoute('topics-editors', {
      heading: { id: 'editors', text: 'Editors and their topics', level: 2 },
      load: async ({ request, context }: LoaderFunctionArgs) => {
        const params = new URL(request.url).searchParams;
        const nameSystem = params.get('nameSystem')?.trim() || null;
        if (nameSystem !== null) return { editors: await queryClientOf(context).ensureQueryData(topicEditorsQuery(nameSystem)), nameSystem, paging: null };
        // All of them, a page at a time.
        const list = await queryClientOf(context).ensureQueryData(topicEditorPageQuery(pageFromParam(params.get('page'))));
        return { editors: list.items, nameSystem, paging: { page: list.page, total: list.total, pageSize: list.pageSize } };
      },
      Section: TopicEditorList,
      wide: true,
    }),
} as const;
