// The mail that tells a reader the editorial office has answered them: a link to read it on the site.
import { renderMail } from '../../platform/mail/mailLayout.ts';
import type { OutgoingMail } from '../../platform/mail/outbox.ts';

export function replyMail(input: { to: string; subject: string; reference: string; url: string }): OutgoingMail {
  return {
    kind: 'office-reply',
    to: input.to,
    subject: `An answer from our editorial office (${input.reference})`,
    ...renderMail({
      heading: 'Our editorial office has answered you',
      paragraphs: [`You wrote to us under the reference ${input.reference}. Our answer, "${input.subject}", is waiting for you on our website.`],
      action: { label: 'Read the answer', url: input.url },
      footer: ['The link is yours alone and works for 90 days. If you did not write to us, you can ignore this message.'],
    }),
  };
}
