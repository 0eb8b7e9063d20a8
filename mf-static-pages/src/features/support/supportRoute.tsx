// Route module of 'support' (/support): the help centre.
import type { RouteHead } from '@oap/contracts/federation/contract.ts';
import { SupportPage } from './SupportPage.tsx';

export function head(): RouteHead {
  return {
    title: 'Help Center',
    description: 'Answers about submitting, charges, peer review, open access and alerts, and how to reach the editorial office.',
    canonical: '/support',
  };
}

export const Component = SupportPage;
