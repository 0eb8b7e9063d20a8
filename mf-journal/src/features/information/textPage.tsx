// The journal's text pages (spec 7.3 text parts): the part's title as the h1, its HTML as the page.
import type { JournalSubpagePart, JournalSubpageResponses, JournalPageContent } from '@oap/contracts/api/journalSubpages.ts';
import { defineJournalPage, type WithJournal } from '../journal-frame/defineJournalPage.tsx';
import type { JournalRouteName } from '@oap/shared/journals/frame/journalMenu.ts';
import { journalTextQuery } from '../journal-frame/journalQueries.ts';
import { TextPageContent } from './TextPageContent.tsx';

type TextPart = { [Part in JournalSubpagePart]: JournalSubpageResponses[Part] extends JournalPageContent ? Part : never }[JournalSubpagePart];

export interface TextPageOptions<Part extends TextPart> {
  part: Part;
  current: JournalRouteName;
  suffix: string;
  description: (journalName: string) => string;
  /** The h1 when the part's own title is not what the menu calls it. */
  title?: (data: WithJournal<{ page: JournalSubpageResponses[Part] }>) => string;
  related: Array<[label: string, target: string]>;
}

export function textPage<Part extends TextPart>({ part, current, suffix, description, title, related }: TextPageOptions<Part>) {
  return defineJournalPage({
    current,
    load: async ({ slug, queryClient }) => ({ page: await queryClient.ensureQueryData(journalTextQuery(slug, part)) }),
    title: title ?? ((data) => data.page.title),
    suffix: () => suffix,
    description: (data) => description(data.journal.name),
    related,
    Content: ({ data }) => <TextPageContent page={data.page} />,
  });
}
