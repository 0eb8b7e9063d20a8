// Route module of /authors/step/editing-service: step 2 of an English editing order, delivery speed
// and spelling for the counted words; a GET form to the order review (works without scripts).
import { useState } from 'react';
import { Form, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { editingSpeeds, orderLimits, spellings } from '@oap/contracts/forms/authorServiceOrderForm.ts';
import type { RouteHead } from '@oap/contracts/federation/contract.ts';
import { formatCount } from '@oap/contracts/site/textFormat.ts';
import { priceOf } from './servicePrices.ts';
import { priceText } from './orderText.ts';
import { StepPage } from './StepPage.tsx';
import styles from './Steps.module.css';

export function loader({ request }: LoaderFunctionArgs) {
  const words = new URL(request.url).searchParams.get('words') ?? '';
  return { words: /^\d{1,7}$/.test(words) ? words : '' };
}

export function head(): RouteHead {
  return {
    title: 'Choose your editing service',
    description: 'Choose standard or express English editing and your preferred spelling, and see the price.',
    canonical: '/authors/step/editing-service',
  };
}

export function Component() {
  const { words: counted } = useLoaderData<typeof loader>();
  const [words, setWords] = useState(counted);
  const count = /^\d+$/.test(words) && Number(words) >= 1 ? Number(words) : null;
  return (
    <StepPage
      order="English editing order"
      step={2}
      of={3}
      title="Choose your editing service"
      intro={<p>Standard delivery suits most manuscripts; express halves the time when a deadline is close. The price depends on the number of words.</p>}
      back={{ to: `/authors/step/word-count`, label: 'Back to the word count' }}
    >
      <Form method="get" action="/authors/step/order-review" className={styles.form}>
        <input type="hidden" name="service" value="english-editing" />
        <div className={styles.field}>
          <label htmlFor="editing-words">Words to be edited</label>
          <input id="editing-words" name="words" type="number" inputMode="numeric" min={1} max={orderLimits.words} required value={words} onChange={(event) => setWords(event.target.value)} />
          <p className={styles.hint}>Main text with captions, without the reference list.</p>
        </div>
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>Delivery</legend>
          {editingSpeeds.map((speed) => (
            <label key={speed.value} className={styles.choice}>
              <input type="radio" name="speed" value={speed.value} defaultChecked={speed.value === 'standard'} />
              <span>
                {speed.label}
                <span className={styles.choiceDetail}>
                  {count === null ? 'Enter the word count to see the price.' : `${formatCount(count)} words: ${priceText(priceOf({ service: 'english-editing', words: count, speed: speed.value, spelling: 'british' }))}`}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>Spelling</legend>
          {spellings.map((spelling) => (
            <label key={spelling.value} className={styles.choice}>
              <input type="radio" name="spelling" value={spelling.value} defaultChecked={spelling.value === 'british'} />
              <span>{spelling.label}</span>
            </label>
          ))}
        </fieldset>
        <div className={styles.actions}>
          <button type="submit" className={styles.primary}>
            Review your order
          </button>
        </div>
      </Form>
    </StepPage>
  );
}
