// Route module of /authors/step/academic-formatting: step 1 of a formatting order (journal template,
// LaTeX conversion or reference checking) with the pages or references; a GET form to the order
// review (works without scripts), the price as you choose.
import { useState } from 'react';
import { Form, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { formattingKinds, orderLimits, type FormattingKind } from '@oap/contracts/forms/authorServiceOrderForm.ts';
import type { RouteHead } from '@oap/contracts/federation/contract.ts';
import { priceOf } from './servicePrices.ts';
import { priceText } from './orderText.ts';
import { StepPage } from './StepPage.tsx';
import styles from './Steps.module.css';

export function loader({ request }: LoaderFunctionArgs) {
  const chosen = new URL(request.url).searchParams.get('formatting');
  return { formatting: formattingKinds.find((kind) => kind.value === chosen)?.value ?? 'journal-template' };
}

export function head(): RouteHead {
  return {
    title: 'Academic formatting',
    description: 'Order academic formatting, LaTeX conversion or reference checking for your manuscript, with the price before you order.',
    canonical: '/authors/step/academic-formatting',
  };
}

const amount = (value: string, max: number) => (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= max ? Number(value) : null);

export function Component() {
  const { formatting: initial } = useLoaderData<typeof loader>();
  const [formatting, setFormatting] = useState<FormattingKind>(initial);
  const [pages, setPages] = useState('');
  const [references, setReferences] = useState('');
  const pageCount = amount(pages, orderLimits.pages);
  const referenceCount = amount(references, orderLimits.references);
  const ready = formatting === 'references' ? referenceCount !== null : pageCount !== null;
  return (
    <StepPage
      order="Formatting order"
      step={1}
      of={2}
      title="Academic formatting"
      intro={
        <p>
          We format your manuscript to your target journal, move it between Word and LaTeX, or check its references. See <Link to="/authors/layout">academic formatting</Link>,{' '}
          <Link to="/authors/latex">LaTeX services</Link> and <Link to="/authors/references">reference checking</Link>.
        </p>
      }
      back={{ to: '/authors/layout', label: 'Back to academic formatting' }}
    >
      <Form method="get" action="/authors/step/order-review" className={styles.form}>
        <input type="hidden" name="service" value="academic-formatting" />
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>What you need</legend>
          {formattingKinds.map((kind) => (
            <label key={kind.value} className={styles.choice}>
              <input type="radio" name="formatting" value={kind.value} checked={formatting === kind.value} onChange={() => setFormatting(kind.value)} />
              <span>{kind.label}</span>
            </label>
          ))}
        </fieldset>
        <div className={styles.field}>
          <label htmlFor="formatting-pages">Pages of the manuscript</label>
          <input id="formatting-pages" name="pages" type="number" inputMode="numeric" min={1} max={orderLimits.pages} value={pages} onChange={(event) => setPages(event.target.value)} />
          <p className={styles.hint}>As printed or compiled, double-spaced pages counted as they are. Not needed for reference checking alone.</p>
        </div>
        <div className={styles.field}>
          <label htmlFor="formatting-references">References in the manuscript</label>
          <input
            id="formatting-references"
            name="references"
            type="number"
            inputMode="numeric"
            min={1}
            max={orderLimits.references}
            value={references}
            onChange={(event) => setReferences(event.target.value)}
          />
          <p className={styles.hint}>Needed for reference checking; included free with formatting to a journal.</p>
        </div>
        <p className={styles.price} aria-live="polite">
          {ready
            ? priceText(priceOf({ service: 'academic-formatting', formatting, pages: pageCount ?? 0, references: referenceCount ?? 0 }))
            : formatting === 'references'
              ? 'Enter the number of references to see the price.'
              : 'Enter the number of pages to see the price.'}
        </p>
        <div className={styles.actions}>
          <button type="submit" className={styles.primary}>
            Review your order
          </button>
        </div>
      </Form>
    </StepPage>
  );
}
