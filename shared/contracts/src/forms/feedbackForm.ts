// The feedback form (spec 2.1 /support/feedback, spec 7.6 feedback widget): the page and the widget
// on every page post the same fields into the same stored feedback.
import * as z from 'zod/mini';
import { defineForm, oneOf, optionalEmailAddress, optionalText, optionalUpload, requiredText, type UploadRule } from './formKit.ts';

export const feedbackTopics = [
  { value: 'website', label: 'This website' },
  { value: 'article', label: 'An article or a journal' },
  { value: 'submission', label: 'Submitting or reviewing a manuscript' },
  { value: 'other', label: 'Something else' },
] as const;

export type FeedbackTopic = (typeof feedbackTopics)[number]['value'];

/** A screenshot or a document that shows what the reader means. */
export const feedbackAttachment: UploadRule = {
  types: { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/webp': 'WebP', 'application/pdf': 'PDF' },
  maxBytes: 5 * 1024 * 1024,
};

export const FEEDBACK_MESSAGE_MAX = 5000;

export const feedbackForm = defineForm({
  id: 'feedback',
  title: 'Feedback',
  referencePrefix: 'FB',
  emailField: 'email',
  summaryField: 'message',
  uploads: { attachment: feedbackAttachment },
  choices: { topic: feedbackTopics },
  labels: {
    topic: 'What is your feedback about?',
    message: 'Your feedback',
    name: 'Your name (optional)',
    email: 'Your email address (optional, for a reply)',
    page: 'The page it is about (optional)',
    attachment: 'A screenshot or file (optional)',
  },
  schema: z.object({
    topic: oneOf(
      feedbackTopics.map((topic) => topic.value),
      'Choose what your feedback is about.',
    ),
    message: requiredText('your feedback', FEEDBACK_MESSAGE_MAX),
    name: optionalText('your name', 200),
    email: optionalEmailAddress(),
    /** The page the feedback is about (the widget fills in the page it was opened on). */
    page: optionalText('the page address', 2000),
    attachment: optionalUpload(feedbackAttachment),
  }),
});
