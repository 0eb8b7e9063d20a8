// Route modules of the information pages that add a list from the API after their text (the APC
// table, the societies, the awards, ...): the text from the content store and the list loaded side
// by side. A list that cannot be fetched leaves the page readable, saying so where the list would be.
import type { ComponentType } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { ContentHeading } from '@oap/contracts/api/content.ts';
import type { CleanContentPage as ContentPageRecord } from '@oap/shared/content/contentQuery.ts';
import type { PageLoader, RouteHead, RouteModule } from '@oap/contracts/federation/contract.ts';
import { ContentPage } from '../content-page/ContentPage.tsx';
import { contentHead, loadContent } from '../content-page/contentPageRoute.tsx';
import { optional } from '../publisher/publisherQueries.ts';
import { SectionHeadingId } from './SectionFilter.tsx';
import styles from './InformationPages.module.css';

export interface InformationPageData<Data> {
  page: ContentPageRecord;
  /** null when the API could not answer. */
  data: Data | null;
}

export interface InformationSection<Data> {
  /** The section's h2 (its id is in the page's table of contents), unless the page's text has it. */
  heading: ContentHeading;
  load: (args: LoaderFunctionArgs) => Promise<Data>;
  Section: ComponentType<{ data: Data }>;
  wide?: boolean;
}

export function informationRoute<Data>(routeName: string, section: InformationSection<Data>): RouteModule<PageLoader<InformationPageData<Data>>> {
  const loader = async (args: LoaderFunctionArgs): Promise<InformationPageData<Data>> => {
    const [page, data] = await Promise.all([loadContent(routeName, args), optional(section.load(args))]);
    return { page, data };
  };
  function InformationPage() {
    const { page, data } = useLoaderData<typeof loader>();
    const { Section, heading } = section;
    // A text that ends with the list's own heading (and words that introduce it) has given it already.
    const inText = page.headings.some((shown) => shown.id === heading.id);
    return (
      <ContentPage page={page} extraHeadings={inText ? [] : [heading]} wide={section.wide ?? false}>
        <section aria-labelledby={heading.id} className={styles.section}>
          {inText ? null : (
            <h2 id={heading.id} className={styles.heading}>
              {heading.text}
            </h2>
          )}
          {data === null ? (
            <p className={styles.unavailable}>This list is not available just now. Please try again in a few minutes.</p>
          ) : (
            <SectionHeadingId.Provider value={heading.id}>
              <Section data={data} />
            </SectionHeadingId.Provider>
          )}
        </section>
      </ContentPage>
    );
  }
  return {
    Component: InformationPage,
    loader,
    head: ({ page }): RouteHead => contentHead(page),
  };
}
