// Sends a form: one code path for a page's action, on the server (scripts off: the form
// was posted to the page) and in the browser (react-router's Form), and for the feedback widget.
// It validates with the form's schema first (the same one the API uses, so a mistake is shown
// without a round trip), then posts to the API, and turns the API's refusals into what the page
// shows beside the form: a problem per field, or one sentence for the whole form.
import { data, redirect, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router';
import { ApiError, apiGet, apiPostForm, callScope, type ApiCall } from '@oap/shared/api/client.ts';
import type { RouteContext } from '@oap/shared/api/requestScope.ts';
import type { CsrfTokenAnswer } from '@oap/contracts/api/forms.ts';
import { csrfField, formValues, validateForm, type FormProblems, type FormRejection, type SiteFormDefinition } from '@oap/contracts/forms/formKit.ts';

export type FormOutcome<Receipt> = { ok: true; receipt: Receipt } | { ok: false; status: number; rejection: FormRejection };

/** The problems of an API refusal the reader can act on; other errors (a 5xx, the network) are thrown on. */
function refusalProblems(error: unknown): { status: number; problems: FormProblems } | null {
  if (!(error instanceof ApiError) && (error as { name?: unknown } | null)?.name !== 'ApiError') return null;
  const { statusCode, message, data: details } = error as ApiError;
  if (statusCode >= 500 && statusCode !== 503) return null;
  const fieldErrors = (details as Partial<FormProblems> | undefined)?.fieldErrors;
  if (statusCode === 400 && fieldErrors && Object.keys(fieldErrors).length > 0) {
    const formError = (details as FormProblems).formError;
    return { status: 400, problems: formError ? { formError, fieldErrors } : { fieldErrors } };
  }
  // A 403 (the token expired), 429 (too many), 413 (too large), 503 (busy), or a form-level 400:
  // the server's sentence says what to do.
  return { status: statusCode, problems: { formError: message, fieldErrors: {} } };
}

/**
 * Validates `formData` with `definition`, then posts it to `apiPath` with the form's token, for the
 * request `call` names (an action's context, or `browserCall`). On the server the API, in the same
 * process, validates it with the same schema: it is checked there once.
 */
export async function submitFormData<Receipt>(definition: SiteFormDefinition, formData: FormData, apiPath: string, call: ApiCall): Promise<FormOutcome<Receipt>> {
  const values = formValues(formData, definition);
  if (!callScope(call).apiInProcess) {
    const checked = validateForm(definition, formData);
    if (!checked.ok) return { ok: false, status: 400, rejection: { ...checked.problems, values } };
  }
  const token = formData.get(csrfField);
  try {
    const receipt = await apiPostForm<Receipt>(apiPath, formData, typeof token === 'string' ? token : '', call);
    return { ok: true, receipt };
  } catch (error) {
    const refused = refusalProblems(error);
    if (!refused) throw error;
    return { ok: false, status: refused.status, rejection: { ...refused.problems, values } };
  }
}

/**
 * A page action's whole work: the form of the action's request (or `form`, when the action has read
 * it and completed it with the page's own fields), sent; a 303 to `confirmation(receipt)` when it is
 * accepted (Post/Redirect/Get), else the page again with the reader's values and the problems, with
 * the refusal's status.
 */
export async function formAction<Receipt>(
  { request, context }: { request: Request; context: RouteContext },
  definition: SiteFormDefinition,
  apiPath: string,
  confirmation: (receipt: Receipt) => string,
  form?: FormData,
): Promise<Response | DataWithResponseInit<FormRejection>> {
  const formData = form ?? (await request.formData());
  const outcome = await submitFormData<Receipt>(definition, formData, apiPath, { context });
  if (outcome.ok) return redirect(confirmation(outcome.receipt), 303);
  return data(outcome.rejection, { status: outcome.status });
}

/** A fresh CSRF token for the reader's form (sets the cookie it belongs to when they have none). */
export async function formToken(call: ApiCall): Promise<string> {
  return (await apiGet<CsrfTokenAnswer>('/api/forms/token', call)).token;
}
