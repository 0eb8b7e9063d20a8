// The editorial office's answer to a submission: mailed as a link to /message/{hashKey}/{hashUserKey}.
import * as z from 'zod/mini';
import { defineForm, requiredText } from './formKit.ts';

export const REPLY_MAX = 20_000;

export const replyForm = defineForm({
  id: 'reply',
  title: 'Reply',
  referencePrefix: 'RE',
  labels: { subject: 'Subject', body: 'Your answer' },
  schema: z.object({
    subject: requiredText('a subject', 200),
    body: requiredText('your answer', REPLY_MAX),
  }),
});
