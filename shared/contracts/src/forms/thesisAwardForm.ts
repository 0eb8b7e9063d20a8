// A thesis submitted for a journal's thesis award (spec 2.5 /journal/{slug}/awards/submit/{awardGroupId}/thesis):
// the candidate, the thesis and its PDF. The journal and the award come from the page's address, as
// hidden fields, so the editorial office sees which award each submission is for.
import * as z from 'zod/mini';
import { calendarDate, defineForm, emailAddress, optionalText, requiredText, type UploadRule } from './formKit.ts';
import { uploadRuleText } from './formLimits.ts';

/** The thesis itself: a PDF of at most 5 MB (the forms API takes 6 MB with files), checked by its bytes on the server. */
export const thesisPdf: UploadRule = { types: { 'application/pdf': 'PDF' }, maxBytes: 5 * 1024 * 1024 };

export const THESIS_ABSTRACT_MAX = 3000;

export const thesisAwardForm = defineForm({
  id: 'thesis-award',
  title: 'Thesis award submission',
  referencePrefix: 'TA',
  emailField: 'email',
  summaryField: 'thesisTitle',
  uploads: { thesis: thesisPdf },
  labels: {
    journal: 'Journal',
    awardGroupId: 'Award',
    name: 'Your name',
    email: 'Your email address',
    institution: 'University where the thesis was defended',
    thesisTitle: 'Title of the thesis',
    defenceDate: 'Date of the defence',
    supervisor: 'Supervisor (optional)',
    abstract: 'Abstract of the thesis',
    thesis: 'The thesis (PDF)',
  },
  schema: z.object({
    journal: requiredText('the journal', 100),
    awardGroupId: z.string().check(z.regex(/^\d{1,9}$/, { error: 'The award is missing: open this form from the award’s page.' })),
    name: requiredText('your name', 200),
    email: emailAddress(),
    institution: requiredText('the university where the thesis was defended', 300),
    thesisTitle: requiredText('the title of the thesis', 500),
    defenceDate: calendarDate('the date of the defence'),
    supervisor: optionalText('the supervisor’s name', 200),
    abstract: requiredText('the abstract of the thesis', THESIS_ABSTRACT_MAX),
    thesis: z.file({ error: 'Attach your thesis as a PDF.' }).check(
      z.maxSize(thesisPdf.maxBytes, { error: `The file is too large: attach a ${uploadRuleText(thesisPdf)}.` }),
      z.mime(['application/pdf'], { error: `Attach your thesis as a ${uploadRuleText(thesisPdf)}.` }),
    ),
  }),
});
