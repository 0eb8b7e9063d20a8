// Route module of 'design-system' (/design-system): the UI kit on one page; not for search engines.
import type { RouteHead } from '@oap/contracts/federation/contract.ts';
import { DesignSystemPage } from './DesignSystemPage.tsx';

export const Component = DesignSystemPage;

export function head(): RouteHead {
  return { title: 'Design system', description: 'The parts and tokens every page of the site is built from.', canonical: '/design-system', robots: 'noindex' };
}
