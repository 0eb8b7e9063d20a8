// The journal-alerts box's sending, loaded only when a reader sends it: the subscription form's own
// schema and API call (the same path as /subscribe's action), with a token fetched for this reader.
import type { SubscribeAnswer } from '@oap/contracts/api/subscriptions.ts';
import { csrfField } from '@oap/contracts/forms/formLimits.ts';
import { subscribeForm } from '@oap/contracts/forms/subscriptionForms.ts';
import { browserCall } from '@oap/shared/api/client.ts';
import { formToken, submitFormData } from '@oap/shared/forms/submitForm.ts';

/** `box` has the address and the journal (as `journal`, the name /subscribe takes it by). */
export async function subscribeInPlace(box: FormData) {
  const form = new FormData();
  form.append('email', String(box.get('email') ?? ''));
  form.append('journals', String(box.get('journal') ?? ''));
  form.append(csrfField, await formToken(browserCall));
  return submitFormData<SubscribeAnswer>(subscribeForm, form, '/api/subscriptions', browserCall);
}
