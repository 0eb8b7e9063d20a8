// Every form whose submissions the editorial office reads (POST /api/forms/{id}). The server and the
// editorial office's page use this list; a form page imports only its own definition.
import { eventProposalForm } from './eventProposalForm.ts';
import { feedbackForm } from './feedbackForm.ts';
import { thesisAwardForm } from './thesisAwardForm.ts';
import type { SiteFormDefinition } from './formKit.ts';
import { societyAffiliationForm, societyGeneralForm, societyJournalTransferForm, societyNewJournalForm } from './societyContactForms.ts';
import { ioapApplicationForm, ioapRecommendForm } from './ioapForms.ts';
import { journalProposalForm, proceedingsProposalForm, specialIssueProposalForm, topicProposalForm } from './publishingProposalForms.ts';
import { authorServiceOrderForm } from './authorServiceOrderForm.ts';
import { reprintOrderForm } from './reprintOrder.ts';

export const siteForms = [
  feedbackForm,
  eventProposalForm,
  societyGeneralForm,
  societyAffiliationForm,
  societyNewJournalForm,
  societyJournalTransferForm,
  ioapApplicationForm,
  ioapRecommendForm,
  journalProposalForm,
  proceedingsProposalForm,
  specialIssueProposalForm,
  topicProposalForm,
  authorServiceOrderForm,
  reprintOrderForm,
  thesisAwardForm,
] as const satisfies readonly SiteFormDefinition[];

export type SiteFormId = (typeof siteForms)[number]['id'];

export function siteFormById(id: string): SiteFormDefinition | undefined {
  return siteForms.find((form) => form.id === id);
}
