// The route module of an author service page that is its text alone.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { CleanContentPage as ContentPage } from '@oap/shared/content/contentQuery.ts';
import type { PageLoader, RouteHead, RouteModule } from '@oap/contracts/federation/contract.ts';
import { loadServiceContent } from './serviceContent.ts';
import { ServicePage } from './ServicePage.tsx';
import { servicePagePath, servicePages, type ServicePageName } from './servicePages.ts';

export function serviceHead(page: ContentPage, canonical: string): RouteHead {
  return { title: page.title, description: page.description || undefined, canonical, openGraph: { type: 'website' } };
}

export function serviceRoute(name: ServicePageName): RouteModule<PageLoader<{ page: ContentPage }>> {
  const loader = async (args: LoaderFunctionArgs) => ({ page: await loadServiceContent(servicePages[name].slug, args) });
  function Component() {
    const { page } = useLoaderData<typeof loader>();
    return <ServicePage name={name} page={page} />;
  }
  return { Component, loader, head: ({ page }) => serviceHead(page, servicePagePath(name)) };
}
