// The UI kit on one page (/design-system): every part the remotes build their pages from, drawn by
// @oap/shared with the publisher's identity, so a reader of the code (and the visual regression test,
// e2e/specs/visual.spec.ts) sees at once what a page may use and what it looks like.
import type { JournalSummary } from '@oap/contracts/api/journals.ts';
import { subjects } from '@oap/contracts/api/journals.ts';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import { siteName } from '@oap/contracts/site/publisher.ts';
import { formatCount, formatMoney } from '@oap/contracts/site/textFormat.ts';
import { JournalCover } from '@oap/shared/journals/JournalCover.tsx';
import { PersonAvatar } from '@oap/shared/ui/avatar/PersonAvatar.tsx';
import { Breadcrumbs } from '@oap/shared/ui/breadcrumbs/Breadcrumbs.tsx';
import { Button } from '@oap/shared/ui/button/Button.tsx';
import { ButtonLink } from '@oap/shared/ui/button/ButtonLink.tsx';
import { CompactTable } from '@oap/shared/ui/compact-table/CompactTable.tsx';
import { OrcidLink } from '@oap/shared/ui/orcid/OrcidLink.tsx';
import { PublisherLogo } from '@oap/shared/ui/publisher-logo/PublisherLogo.tsx';
import { Tag } from '@oap/shared/ui/tag/Tag.tsx';
import styles from './DesignSystemPage.module.css';

/** Sample journals, one a subject, so every generated accent and motif is on the page. */
const sampleJournals: JournalSummary[] = subjects.map((subject, index) => ({
  id: index + 1,
  nameSystem: subject.slug,
  name: subject.label,
  abbreviation: subject.label.split(/[\s&,]+/)[0] ?? subject.label,
  issn: `0000-000${index % 10}`,
  subjects: [subject.slug],
  impactFactor: null,
  citeScore: null,
  yearFounded: 2000 + index,
  articleCount: 0,
}));

const charges = [
  { journal: 'Cells', charge: 2600, articles: 12345 },
  { journal: 'Energies', charge: 2200, articles: 9870 },
];

function Swatch({ name }: { name: string }) {
  return (
    <li className={styles.swatch}>
      <span className={styles.chip} data-token={name} />
      <code>--oap-color-{name}</code>
    </li>
  );
}

// The page's sections, one a part of the kit, in the order the page shows them.

/** The publisher's logo (short, full, on a dark ground) and the colour tokens. */
function KitIdentity() {
  return (
    <section aria-labelledby="kit-identity">
      <h2 id="kit-identity">Identity</h2>
      <div className={styles.row}>
        <PublisherLogo />
        <PublisherLogo name="full" />
        <span className={styles.inverse}>
          <PublisherLogo name="full" inverse />
        </span>
      </div>
      <ul className={styles.swatches}>
        {['brand', 'brand-strong', 'brand-tint', 'text', 'text-muted', 'surface-alt', 'border-strong', 'success', 'warning', 'error'].map((name) => (
          <Swatch key={name} name={name} />
        ))}
      </ul>
    </section>
  );
}

/** Headings, body text and links, and how dates, counts and charges are written. */
function KitText() {
  return (
    <section aria-labelledby="kit-type">
      <h2 id="kit-type">Headings, text and links</h2>
      <h3>A third-level heading</h3>
      <p>
        Body text in the sans face, with <a href="#kit-type">a link in the brand colour</a>. Dates are written {formatDate('2026-03-15')}, counts{' '}
        {formatCount(12345)} and charges {formatMoney(2600, 'CHF')}.
      </p>
    </section>
  );
}

function KitButtonsAndTags() {
  return (
    <section aria-labelledby="kit-controls">
      <h2 id="kit-controls">Buttons and tags</h2>
      <div className={styles.row}>
        <Button variant="filled" size="md">
          Filled
        </Button>
        <Button variant="tonal" size="md">
          Tonal
        </Button>
        <Button variant="outline" size="md">
          Outline
        </Button>
        <Button variant="text" size="md">
          Text
        </Button>
        <ButtonLink to="/about/journals" variant="filled" size="md">
          A link as a button
        </ButtonLink>
      </div>
      <div className={styles.row}>
        {(['neutral', 'brand', 'info', 'success', 'warning', 'error'] as const).map((state) => (
          <Tag key={state} state={state}>
            {state}
          </Tag>
        ))}
        <Tag state="brand" variant="outline">
          outline
        </Tag>
        <Tag state="success" variant="filled">
          filled
        </Tag>
      </div>
    </section>
  );
}

/** Avatars (initials) and ORCID links, with names long, short and accented. */
function KitPeople() {
  return (
    <section aria-labelledby="kit-people">
      <h2 id="kit-people">People</h2>
      <ul className={styles.people}>
        {['Prof. Dr. Fatima Virtanen', 'Kwame Fontaine', 'María José García-López'].map((name) => (
          <li key={name}>
            <PersonAvatar name={name} />
            <span>
              {name} <OrcidLink orcid="0000-0002-1825-0097" name={name} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function KitJournalCovers() {
  return (
    <section aria-labelledby="kit-covers">
      <h2 id="kit-covers">Journal covers</h2>
      <p>Drawn from each journal&apos;s name and subject when it has no cover of its own: one accent a subject, three shades, four motifs.</p>
      <ul className={styles.covers}>
        {sampleJournals.map((journal) => (
          <li key={journal.id}>
            <JournalCover journal={journal} size="md" />
            <span>{journal.name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function KitCompactTables() {
  return (
    <section aria-labelledby="kit-table">
      <h2 id="kit-table">Compact tables</h2>
      <CompactTable
        caption="Article processing charges"
        showCaption
        rows={charges}
        rowKey={(row) => row.journal}
        columns={[
          { label: 'Journal', cell: (row) => row.journal },
          { label: 'Charge', cell: (row) => formatMoney(row.charge, 'CHF'), numeric: true },
          { label: 'Articles', cell: (row) => formatCount(row.articles), numeric: true },
        ]}
      />
    </section>
  );
}

export function DesignSystemPage() {
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Design system' }]} />
      <h1>Design system</h1>
      <p className={styles.lead}>The parts every page of {siteName()} is built from, with the tokens they use.</p>
      <KitIdentity />
      <KitText />
      <KitButtonsAndTags />
      <KitPeople />
      <KitJournalCovers />
      <KitCompactTables />
    </div>
  );
}
