// The forms API (issue 16): tokens, submissions and their receipts, and what the editorial office reads.
import type { FormProblems } from '../forms/formKit.ts';

/** GET /api/forms/token */
export interface CsrfTokenAnswer {
  token: string;
}

/** POST /api/forms/{form}: 201 once the submission is stored. */
export interface FormReceipt {
  form: string;
  /** Shown to the reader and sent in the confirmation mail ("FB-20261125-7KQ3XZ"). */
  reference: string;
  receivedAt: string;
  /** Whether a confirmation mail is on its way (the form had an address). */
  confirmationSent: boolean;
}

/** The `data` of a 400 from a form call: the problems per field, as the page shows them. */
export type FormErrorData = FormProblems;

/** One stored submission, as the editorial office lists it. */
export interface SubmissionSummary {
  reference: string;
  form: string;
  formTitle: string;
  receivedAt: string;
  email: string | null;
  /** A line to recognise it by (the event's name, the start of the message). */
  summary: string;
  files: number;
}

export interface SubmissionFile {
  field: string;
  fileName: string;
  contentType: string;
  size: number;
  /** Where the office downloads it. */
  url: string;
}

export interface SubmissionDetail extends SubmissionSummary {
  fields: { name: string; value: string | string[] }[];
  account: string | null;
  attachments: SubmissionFile[];
}

/** GET /api/editorial/submissions */
export interface SubmissionList {
  total: number;
  page: number;
  pageSize: number;
  items: SubmissionSummary[];
  forms: { id: string; title: string }[];
}
