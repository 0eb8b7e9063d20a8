// The reprint order page: the form, or the confirmation with its reference once sent.
import { Link, useActionData, useLoaderData } from 'react-router';
import { EMAIL_MAX_LENGTH } from '@oap/contracts/forms/formLimits.ts';
import { reprintFormats, reprintOrderForm, reprintQuantity } from '@oap/contracts/forms/reprintOrder.ts';
import { FormSent } from '@oap/shared/forms/FormSent.tsx';
import { SelectField } from '@oap/shared/forms/SelectField.tsx';
import { SiteForm } from '@oap/shared/forms/SiteForm.tsx';
import { TextAreaField } from '@oap/shared/forms/TextAreaField.tsx';
import { TextField } from '@oap/shared/forms/TextField.tsx';
import type { action, loader } from './reprintsRoute.tsx';
import { SubpageFrame } from './SubpageFrame.tsx';
import styles from './Subpages.module.css';

const labels = reprintOrderForm.labels;

export function ReprintsPage() {
  const { article, csrfToken, sent } = useLoaderData<typeof loader>();
  const rejection = useActionData<typeof action>();
  return (
    <SubpageFrame article={article} heading={sent ? 'Reprint order received' : 'Order reprints'}>
      {sent ? (
        <FormSent heading="Your order has reached our reprints office" reference={sent}>
          <p>A confirmation is on its way to your email address. We will answer with the price and the delivery date before printing.</p>
          <p>
            <Link to={article.path}>Back to the article</Link>
          </p>
        </FormSent>
      ) : (
        <>
          <p className={styles.lead}>
            Printed copies of this article, from {reprintQuantity.min} to {reprintQuantity.max.toLocaleString('en')}, shipped worldwide. We confirm the price
            and the delivery date by email before anything is printed.
          </p>
          <SiteForm id={reprintOrderForm.id} csrfToken={csrfToken} rejection={rejection} submitLabel="Send the order">
            <input type="hidden" name="article" value={`${article.title} (${article.path})`} />
            <input type="hidden" name="doi" value={article.doi} />
            <TextField
              name="quantity"
              label={labels.quantity!}
              hint={`From ${reprintQuantity.min} to ${reprintQuantity.max.toLocaleString('en')} copies.`}
              inputMode="numeric"
              required
              maxLength={5}
            />
            <SelectField name="format" label={labels.format!} options={reprintFormats} placeholder="Choose a format" required />
            <TextField name="name" label={labels.name!} autoComplete="name" required maxLength={200} />
            <TextField name="email" label={labels.email!} type="email" autoComplete="email" required maxLength={EMAIL_MAX_LENGTH} />
            <TextField name="institution" label={labels.institution!} autoComplete="organization" maxLength={300} />
            <TextField name="street" label={labels.street!} autoComplete="address-line1" required maxLength={300} />
            <TextField name="city" label={labels.city!} autoComplete="address-level2" required maxLength={200} />
            <TextField name="postalCode" label={labels.postalCode!} autoComplete="postal-code" required maxLength={40} />
            <TextField name="country" label={labels.country!} autoComplete="country-name" required maxLength={100} />
            <TextAreaField name="notes" label={labels.notes!} maxLength={2000} rows={4} />
          </SiteForm>
        </>
      )}
    </SubpageFrame>
  );
}
