// The route-module contract's types: a page's data flows by type from its loader and
// action to its component and head. The lines marked @ts-expect-error are the check: if a page
// could read a field its loader does not return, they would compile, and `tsc` (npm test's first
// step) fails on an unused @ts-expect-error.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type useActionData, type useLoaderData } from 'react-router';
import type { LoadedRouteModule, RouteData, RouteHead, RouteModule } from './contract.ts';

async function loader({ params }: LoaderFunctionArgs) {
  return { journal: { name: String(params['slug']), issn: '2073-4409' }, articles: [] as string[] };
}

async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  if (!form.get('email')) return data({ fieldErrors: { email: 'Enter your email address.' } }, { status: 400 });
  return redirect('/done', 303);
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;
type Posted = ReturnType<typeof useActionData<typeof action>>;

function head(page: RouteData<typeof loader>): RouteHead {
  return { title: page.journal.name };
}

test('a page module with a loader, an action and a head is a route module, and one the shell can hold', () => {
  const module = { Component: () => null, loader, action, head } satisfies RouteModule<typeof loader, typeof action>;
  const held: LoadedRouteModule = module;
  expect(held.head).toBe(head);
});

test('loader and action data reach the component and the head with their own types', async () => {
  const page: Loaded = await loader({ params: { slug: 'cells' } } as unknown as LoaderFunctionArgs);
  expect(page.journal.issn).toBe('2073-4409');
  // @ts-expect-error -- the loader returns no `impactFactor`: a component reading it does not compile.
  expect(page.journal.impactFactor).toBeUndefined();
  const refused: Posted = { fieldErrors: { email: 'Enter your email address.' } };
  expect(refused?.fieldErrors.email).toBe('Enter your email address.');
  // @ts-expect-error -- nor does reading a field the action never returns.
  expect(refused?.values).toBeUndefined();
  // @ts-expect-error -- a head that takes other data than its loader's is not this module's head.
  const wrongHead: (page: RouteData<typeof loader>) => RouteHead = (page: { title: string }) => ({ title: page.title });
  expect(wrongHead).toBeDefined();
});
