// One facet of a search (spec 2.11): its values with counts, each a link that applies it or, when
// applied, removes it (spec 4: toggling an applied facet removes it). Drawn as a checkbox, each is one
// to assistive technology too (role checkbox, aria-checked), and Space toggles it as it would a
// checkbox; being a link, it works without scripts and opens in a new tab. The top values show; the rest
// open under "Show more" (a <details>, so it opens without scripts), with a filter box when the list
// is long. Without scripts the filter box is a GET form that sends `filterParam`; the page passes the
// text back as `filterText`. With scripts it filters as the reader types.
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { FacetCounts, FacetValueCount } from '@oap/contracts/api/search.ts';
import { formatCount } from '@oap/contracts/site/textFormat.ts';
import { classNames } from '@oap/shared/ui/classNames.ts';
import styles from './FacetGroup.module.css';

export interface FacetGroupProps {
  facet: FacetCounts;
  /** The address with this value toggled (applied, or removed when it is applied). */
  hrefFor: (value: FacetValueCount) => string;
  /** How many values show before "Show more" (selected values always show). Default 5. */
  shown?: number;
  /** A filter box appears when the facet has more values than this. Default 10. */
  filterFrom?: number;
  /** The filter box's GET form, for readers without scripts: its action, the state as hidden fields, and the box's name. */
  filterForm?: { action: string; hidden: [string, string][]; name: string };
  /** The filter text the page was asked for (the box's value from the URL): "Show more" is then open and filtered. */
  filterText?: string;
  /** The heading level of the facet's name. Default 3. */
  headingLevel?: 2 | 3 | 4;
}

/** Lower case without accents, so "cote" finds "Côte". */
export const foldForFilter = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Space toggles a checkbox; a link only follows Enter, so Space is given the link's click. */
function spaceToggles(event: KeyboardEvent<HTMLAnchorElement>) {
  if (event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
}

function ValueLink({ value, href, facetLabel }: { value: FacetValueCount; href: string; facetLabel: string }) {
  return (
    <Link
      to={href}
      preventScrollReset
      className={classNames(styles.value, value.selected && styles.selected)}
      data-selected={value.selected || undefined}
      role="checkbox"
      aria-checked={value.selected}
      onKeyDown={spaceToggles}
    >
      <span className={styles.box} aria-hidden="true" />
      <span className="oap-visually-hidden">{`${facetLabel}: `}</span>
      <span className={styles.label}>{value.label}</span>
      <span className={styles.count}>
        {formatCount(value.count)}
        <span className="oap-visually-hidden">{value.count === 1 ? ' result' : ' results'}</span>
      </span>
    </Link>
  );
}

export function FacetGroup({ facet, hrefFor, shown = 5, filterFrom = 10, filterForm, filterText = '', headingLevel = 3 }: FacetGroupProps) {
  const headingId = useId();
  const filterId = useId();
  const [typed, setTyped] = useState(filterText);
  const Heading = `h${headingLevel}` as const;
  if (!facet.values.length) return null;
  // The top values, and every selected value wherever it ranks (a reader sees what is applied).
  const top = facet.values.filter((value, index) => index < shown || value.selected);
  const rest = facet.values.filter((value, index) => index >= shown && !value.selected);
  const needle = foldForFilter(typed.trim());
  const restShown = needle ? rest.filter((value) => foldForFilter(value.label).includes(needle)) : rest;
  const keepInPage = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {facet.label}
      </Heading>
      <ul className={styles.values}>
        {top.map((value) => (
          <li key={value.value}>
            <ValueLink value={value} href={hrefFor(value)} facetLabel={facet.label} />
          </li>
        ))}
      </ul>
      {rest.length ? (
        <details className={styles.more} open={filterText ? true : undefined}>
          <summary className={styles.summary}>
            Show {rest.length} more <span className="oap-visually-hidden">{facet.label}</span>
          </summary>
          {facet.values.length > filterFrom ? (
            <form className={styles.filter} method="get" action={filterForm?.action} onSubmit={keepInPage} role="search" aria-labelledby={`${filterId}-label`}>
              {filterForm?.hidden.map(([name, value], index) => <input key={`${name}-${index}`} type="hidden" name={name} value={value} />)}
              <label id={`${filterId}-label`} htmlFor={filterId} className="oap-visually-hidden">
                Filter {facet.label}
              </label>
              <input
                id={filterId}
                className={styles.filterInput}
                type="search"
                name={filterForm?.name}
                placeholder={`Filter ${facet.label.toLowerCase()}`}
                autoComplete="off"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
              <noscript>
                <button type="submit" className={styles.filterButton}>
                  Filter
                </button>
              </noscript>
            </form>
          ) : null}
          {restShown.length ? (
            <ul className={styles.values}>
              {restShown.map((value) => (
                <li key={value.value}>
                  <ValueLink value={value} href={hrefFor(value)} facetLabel={facet.label} />
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.none} role="status">
              No {facet.label.toLowerCase()} match &ldquo;{typed.trim()}&rdquo;.
            </p>
          )}
        </details>
      ) : null}
    </section>
  );
}
