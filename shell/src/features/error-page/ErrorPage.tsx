// The error page of spec 2.10: status, message, the way home, three quick links and breadcrumbs.
import { lazy, Suspense } from 'react';
import { Breadcrumbs } from '@oap/shared/ui/breadcrumbs/Breadcrumbs.tsx';
import { ButtonLink } from '@oap/shared/ui/button/ButtonLink.tsx';
import { QuickLinkCard } from '@oap/shared/ui/quick-link-card/QuickLinkCard.tsx';
import { displayedStatus, errorMessageFor } from '@oap/contracts/errors/errorMessages.ts';
import styles from './ErrorPage.module.css';

export interface ErrorPageProps {
  statusCode?: number;
  /** A line such as "Page not found: /foo" shown under the status. */
  detail?: string;
  /** Custom HTML from the error data (spec section 3: data.data.custom); sanitised before use. */
  customHtml?: string;
  homeLabel?: string;
  homeTo?: string;
  hideHomeButton?: boolean;
}

const CustomMessage = lazy(() => import(/* webpackChunkName: "on-demand-custom-message" */ './CustomMessage.tsx'));

const quickLinks = [
  { title: 'Find Relevant Journals', action: 'Journal Finder', to: '/about/journalfinder', description: 'Match your manuscript to the journals that publish work like it.' },
  { title: 'Editorial Process', action: 'Read more', to: '/editorial_process', description: 'How submissions are handled, from first check to publication.' },
  { title: 'Get Support', action: 'Help Center', to: '/support', description: 'Answers to common questions and ways to reach our team.' },
];

export function ErrorPage({ statusCode, detail, customHtml, homeLabel = 'Go back to Home', homeTo = '/', hideHomeButton = false }: ErrorPageProps) {
  const status = displayedStatus(statusCode);
  return (
    <section className={styles.page} aria-labelledby="error-status">
      <Breadcrumbs className={styles.breadcrumbs} items={[{ label: 'Home', to: '/' }, { label: String(status) }]} />
      <h1 id="error-status" className={styles.status}>
        {status}
      </h1>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      {customHtml ? (
        <Suspense fallback={null}>
          <CustomMessage html={customHtml} className={styles.message} />
        </Suspense>
      ) : (
        <p className={styles.message}>{errorMessageFor(status)}</p>
      )}
      {hideHomeButton ? null : (
        <ButtonLink className={styles.home} to={homeTo}>
          {homeLabel}
        </ButtonLink>
      )}
      <ul className={styles.cards}>
        {quickLinks.map((card) => (
          <li key={card.title}>
            <QuickLinkCard title={card.title} description={card.description} to={card.to} action={{ label: card.action }} headingVariant="h2" />
          </li>
        ))}
      </ul>
    </section>
  );
}
