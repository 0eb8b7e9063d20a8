// The forms API: tokens, submissions and their receipts, and what the editorial office reads.
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
  /** Each field with its label, in the form's order. */
  fields: { name: string; label: string; value: string | string[] }[];
  account: string | null;
  attachments: SubmissionFile[];
  /** The office's answers so far (POST /api/editorial/submissions/{reference}/reply). */
  replies: { subject: string; body: string; sentAt: string; recipient: string }[];
}

/** POST /api/editorial/submissions/{reference}/reply: 201 once the message and its mail are stored. */
export interface ReplyReceipt {
  reference: string;
  recipient: string;
}

/** GET /api/editorial/submissions?form=&from=&to=&page= (the CSV: GET /api/editorial/submissions.csv with the same filters) */
export interface SubmissionList {
  total: number;
  page: number;
  pageSize: number;
  items: SubmissionSummary[];
  forms: { id: string; title: string }[];
}
