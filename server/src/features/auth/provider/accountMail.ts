// The mail of the embedded provider's accounts, in the site's one mail layout: confirm your
// address, someone tried to register your address, choose a new password.
import { renderMail } from '../../../platform/mail/mailLayout.ts';
import type { OutgoingMail } from '../../../platform/mail/outbox.ts';
import { verificationTtlSeconds } from './emailVerification.ts';
import { resetTtlSeconds } from './passwordResets.ts';
import { siteName } from '@oap/contracts/site/publisher.ts';

export const accountMailKinds = {
  verify: 'account-verify',
  alreadyRegistered: 'account-exists',
  passwordReset: 'password-reset',
} as const;

const notYou = 'If you did not ask for this, you can ignore this message: nothing changes without the link.';

/**
 * The greeting of a mail: with the account's name only once its address is confirmed. Until then the
 * name is whatever someone typed when registering that address, perhaps someone else's, and would
 * open a message sent in our name to a stranger.
 */
function greeting(name: string | null): string {
  return name ? `Hello ${name},` : 'Hello,';
}

/** Goes to an address not yet confirmed: no name in it (greeting). */
export function verificationMail(to: string, url: string): OutgoingMail {
  return {
    kind: accountMailKinds.verify,
    to,
    subject: 'Confirm your email address',
    ...renderMail({
      heading: 'Confirm your email address',
      paragraphs: [
        greeting(null),
        `Thank you for creating an account with ${siteName()}. Please confirm that this address is yours; you can sign in once it is confirmed.`,
        `The link works for ${verificationTtlSeconds / 86400} days. If it has expired, sign in with your email address and password and ask for a new one.`,
      ],
      action: { label: 'Confirm my email address', url },
      footer: ['You receive this message because this address was used to create an account.', notYou],
    }),
  };
}

export function alreadyRegisteredMail(to: string, signInUrl: string, forgotUrl: string): OutgoingMail {
  return {
    kind: accountMailKinds.alreadyRegistered,
    to,
    subject: 'Someone tried to create an account with your address',
    ...renderMail({
      heading: 'You already have an account',
      paragraphs: [
        `Someone just tried to create an account with ${siteName()} using this email address, which already has one. Your account has not changed.`,
        `If it was you, sign in with your password at ${signInUrl}. If you do not remember your password, you can choose a new one with the link below.`,
      ],
      action: { label: 'Choose a new password', url: forgotUrl },
      footer: [notYou],
    }),
  };
}

/** `name`: the account's, when its address is confirmed; null otherwise (greeting). */
export function passwordResetMail(to: string, name: string | null, url: string): OutgoingMail {
  return {
    kind: accountMailKinds.passwordReset,
    to,
    subject: 'Choose a new password',
    ...renderMail({
      heading: 'Choose a new password',
      paragraphs: [
        greeting(name),
        `Someone, probably you, asked to choose a new password for your ${siteName()} account.`,
        `The link works for ${resetTtlSeconds / 60} minutes and only once. Choosing a new password signs your account out on every device.`,
      ],
      action: { label: 'Choose a new password', url },
      footer: [notYou],
    }),
  };
}
