// Route module of /authors/step/figure-editing: step 1 of a figure formatting order, how many
// figures; a GET form to the order review (works without scripts), the price as you type.
import { useState } from 'react';
import { Form, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { orderLimits } from '@oap/contracts/forms/authorServiceOrderForm.ts';
import type { RouteHead } from '@oap/contracts/federation/contract.ts';
import { figurePrice, priceOf } from './servicePrices.ts';
import { chf, priceText } from './orderText.ts';
import { StepPage } from './StepPage.tsx';
import styles from './Steps.module.css';

export function loader({ request }: LoaderFunctionArgs) {
  const figures = new URL(request.url).searchParams.get('figures') ?? '';
  return { figures: /^\d{1,3}$/.test(figures) ? figures : '' };
}

export function head(): RouteHead {
  return {
    title: 'Figure formatting',
    description: 'Order figure formatting for your manuscript: how many figures, the price and the delivery.',
    canonical: '/authors/step/figure-editing',
  };
}

export function Component() {
  const { figures: initial } = useLoaderData<typeof loader>();
  const [figures, setFigures] = useState(initial);
  const count = /^\d+$/.test(figures) && Number(figures) >= 1 && Number(figures) <= orderLimits.figures ? Number(figures) : null;
  return (
    <StepPage
      order="Figure formatting order"
      step={1}
      of={2}
      title="Figure formatting"
      intro={
        <p>
          We prepare your figures to your target journal’s requirements without changing your data: {chf(figurePrice.perFigureChf)} per figure, at least{' '}
          {chf(figurePrice.minimumChf)}. Read more about <Link to="/authors/english/figures-formatting">figure formatting</Link>.
        </p>
      }
      back={{ to: '/authors/english/figures-formatting', label: 'Back to figure formatting' }}
    >
      <Form method="get" action="/authors/step/order-review" className={styles.form}>
        <input type="hidden" name="service" value="figure-editing" />
        <div className={styles.field}>
          <label htmlFor="figure-count">Number of figures</label>
          <input id="figure-count" name="figures" type="number" inputMode="numeric" min={1} max={orderLimits.figures} required value={figures} onChange={(event) => setFigures(event.target.value)} />
          <p className={styles.hint}>A figure with more than six panels counts as two.</p>
        </div>
        <p className={styles.price} aria-live="polite">
          {count === null ? 'Enter the number of figures to see the price.' : priceText(priceOf({ service: 'figure-editing', figures: count }))}
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
