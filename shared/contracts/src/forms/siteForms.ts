// Every form whose submissions the editorial office reads (POST /api/forms/{id}). The server and the
// editorial office's page use this list; a form page imports only its own definition.
import { eventProposalForm } from './eventProposalForm.ts';
import { feedbackForm } from './feedbackForm.ts';
import type { SiteFormDefinition } from './formKit.ts';
import { reprintOrderForm } from './reprintOrder.ts';

export const siteForms = [feedbackForm, eventProposalForm, reprintOrderForm] as const satisfies readonly SiteFormDefinition[];

export type SiteFormId = (typeof siteForms)[number]['id'];

export function siteFormById(id: string): SiteFormDefinition | undefined {
  return siteForms.find((form) => form.id === id);
}
