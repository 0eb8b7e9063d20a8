// The route module of a proposal or contact page, from its spec: the loader fetches the reader's
// form token (and the journal list when a field offers it), the action sends the form through the
// forms API (stored with a reference, confirmed by mail) and answers 303 to `?sent=<reference>`.
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { useActionData, useLoaderData } from 'react-router';
import { apiGet, type ApiCall } from '@oap/shared/api/client.ts';
import { queryClientOf } from '@oap/shared/api/requestScope.ts';
import type { FormReceipt } from '@oap/contracts/api/forms.ts';
import type { PublicJournalItem } from '@oap/contracts/api/journals.ts';
import type { RouteHead } from '@oap/contracts/federation/contract.ts';
import { formAction, formToken } from '@oap/shared/forms/submitForm.ts';
import { referenceFrom } from '@oap/shared/forms/reference.ts';
import { FormPage } from './FormPage.tsx';
import { needsJournals, type FormPageSpec } from './formPageSpec.ts';

/** The journals of a choice field, by name (the same query and key as the journal list elsewhere). */
export const publicJournalsQuery = {
  queryKey: ['journals', 'public'] as const,
  queryFn: (call: ApiCall) => apiGet<PublicJournalItem[]>('/api/journals/public', call),
};

export function formPageRoute(spec: FormPageSpec) {
  async function loader({ request, context }: LoaderFunctionArgs) {
    const sent = referenceFrom(new URL(request.url).searchParams.get('sent'));
    const [csrfToken, journals] = await Promise.all([
      sent ? Promise.resolve('') : formToken({ context }),
      needsJournals(spec) && !sent ? queryClientOf(context).ensureQueryData(publicJournalsQuery) : Promise.resolve([]),
    ]);
    return { csrfToken, sent, journals: journals.map((journal) => ({ value: journal.value, label: journal.label })) };
  }

  function action(args: ActionFunctionArgs) {
    return formAction<FormReceipt>(args, spec.definition, `/api/forms/${spec.definition.id}`, (receipt) => `${spec.path}?sent=${encodeURIComponent(receipt.reference)}`);
  }

  function head(data: Awaited<ReturnType<typeof loader>>): RouteHead {
    return {
      title: data.sent ? spec.sentTitle : spec.title,
      description: spec.description,
      canonical: spec.path,
      ...(data.sent ? { robots: 'noindex, follow' } : {}),
    };
  }

  function Component() {
    const { csrfToken, sent, journals } = useLoaderData<typeof loader>();
    const rejection = useActionData<typeof action>();
    return <FormPage spec={spec} csrfToken={csrfToken} sent={sent} journals={journals} rejection={rejection} />;
  }

  return { loader, action, head, Component };
}
