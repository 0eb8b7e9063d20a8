// The order review: the order and its price, then the form for the manuscript's title and the
// author's details; once sent, the confirmation with the order's reference.
import { Link, useActionData, useLoaderData } from 'react-router';
import { authorServiceOrderForm, orderManuscript } from '@oap/contracts/forms/authorServiceOrderForm.ts';
import { EMAIL_MAX_LENGTH } from '@oap/contracts/forms/formLimits.ts';
import { FileField } from '@oap/shared/forms/FileField.tsx';
import { FormSent } from '@oap/shared/forms/FormSent.tsx';
import { SiteForm } from '@oap/shared/forms/SiteForm.tsx';
import { TextAreaField } from '@oap/shared/forms/TextAreaField.tsx';
import { TextField } from '@oap/shared/forms/TextField.tsx';
import { orderFields, type OrderChoice } from './orderChoice.ts';
import { orderLines, priceText } from './orderText.ts';
import type { action, loader } from './orderReviewRoute.tsx';
import { priceOf } from './servicePrices.ts';
import { StepPage } from './StepPage.tsx';
import styles from './Steps.module.css';

const labels = authorServiceOrderForm.labels;

/** Where each order begins, for a review reached without one. */
const serviceStarts = [
  { to: '/authors/step/word-count', label: 'English language editing', text: 'count the words of your manuscript, choose standard or express delivery and see the price.' },
  { to: '/authors/step/figure-editing', label: 'Figure formatting', text: 'tell us how many figures your manuscript has, and we prepare them to your journal’s requirements.' },
  { to: '/authors/step/academic-formatting', label: 'Academic formatting', text: 'formatting to a journal, conversion between Word and LaTeX, or reference checking.' },
] as const;

const stepsOf = (order: OrderChoice) =>
  order.service === 'english-editing'
    ? { order: 'English editing order', step: 3, of: 3, back: { to: `/authors/step/editing-service?words=${order.words}`, label: 'Back to the editing service' } }
    : order.service === 'figure-editing'
      ? { order: 'Figure formatting order', step: 2, of: 2, back: { to: `/authors/step/figure-editing?figures=${order.figures}`, label: 'Back to figure formatting' } }
      : { order: 'Formatting order', step: 2, of: 2, back: { to: `/authors/step/academic-formatting?formatting=${order.formatting}`, label: 'Back to academic formatting' } };

function OrderForm({ order, csrfToken }: { order: OrderChoice; csrfToken: string }) {
  const rejection = useActionData<typeof action>();
  const price = priceOf(order);
  const steps = stepsOf(order);
  return (
    <StepPage
      order={steps.order}
      step={steps.step}
      of={steps.of}
      title="Review your order"
      intro={<p>Check your order, tell us about your manuscript and how to reach you, and send it. We confirm the price and the delivery date within one working day; nothing is charged before.</p>}
      back={steps.back}
    >
      <dl className={styles.summary} aria-label="Your order">
        {orderLines(order).map((line) => (
          <div key={line.term} className={styles.row}>
            <dt>{line.term}</dt>
            <dd>{line.detail}</dd>
          </div>
        ))}
        <dt>Price</dt>
        <dd>
          <strong>{priceText(price)}</strong>
        </dd>
      </dl>
      <SiteForm id="order" csrfToken={csrfToken} rejection={rejection} submitLabel="Send the order" withFiles>
        {Object.entries(orderFields(order)).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <TextField name="manuscriptTitle" label={labels.manuscriptTitle!} maxLength={500} required />
        <TextField name="journal" label={labels.journal!} maxLength={300} hint="The journal you plan to submit to, of any publisher." />
        <TextField name="name" label={labels.name!} autoComplete="name" maxLength={200} required />
        <TextField name="email" label={labels.email!} type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} required hint="Your confirmation and the edited manuscript come to this address." />
        <TextField name="institution" label={labels.institution!} autoComplete="organization" maxLength={300} />
        <TextAreaField name="notes" label={labels.notes!} maxLength={3000} rows={4} />
        <FileField name="manuscript" label={labels.manuscript!} rule={orderManuscript} />
      </SiteForm>
    </StepPage>
  );
}

export function OrderReviewPage() {
  const { sent, reading, csrfToken } = useLoaderData<typeof loader>();
  if (sent) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Thank you for your order</h1>
        <FormSent heading="Your order has reached our author services team" reference={sent}>
          <p>We check your order and confirm the price and delivery date by email within one working day. A copy of your order is on its way to your email address.</p>
          <p>
            <Link to="/authors/english">Back to author services</Link>
          </p>
        </FormSent>
      </div>
    );
  }
  if (!reading.ok) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Review your order</h1>
        <p className={styles.problem}>
          {reading.problem} <Link to={reading.step}>Go to that step</Link>.
        </p>
        <section aria-labelledby="order-start">
          <h2 id="order-start" className={styles.subtitle}>
            Start an order
          </h2>
          <ul className={styles.services}>
            {serviceStarts.map((service) => (
              <li key={service.to}>
                <Link to={service.to}>{service.label}</Link>: {service.text}
              </li>
            ))}
          </ul>
        </section>
      </div>
    );
  }
  return <OrderForm order={reading.order} csrfToken={csrfToken} />;
}
