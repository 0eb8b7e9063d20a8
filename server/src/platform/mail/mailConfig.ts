// Mail settings (docs/configuration.md): SMTP_URL sends through an SMTP server with nodemailer; without
// it every message is written as an .eml file into MAIL_OUTBOX_DIR (var/outbox), so `npm start`
// shows the whole flow with nothing to set up. MAIL_FROM is the sender readers see.
import path from 'node:path';
import { isEmailAddress } from '@oap/contracts/forms/formLimits.ts';

export interface MailConfig {
  /** smtp:// or smtps:// URL (credentials and options in it, as nodemailer reads them); null: the .eml outbox folder. */
  smtpUrl: string | null;
  /** Where .eml files go when there is no SMTP server. */
  outboxDir: string;
  /** The From header. */
  from: string;
  /** EDITORIAL_OFFICE_EMAIL: told of every form submission; null to rely on the office's page alone. */
  officeEmail: string | null;
}

export function readMailConfig(
  env: NodeJS.ProcessEnv,
  publicUrl: string,
  resolveFromRoot: (value: string | undefined, fallback: string) => string,
  publisherName: string,
): MailConfig {
  const smtpUrl = env.SMTP_URL || null;
  if (smtpUrl) {
    // The value may carry a password: the message names its scheme only, never the value.
    let url: URL | null = null;
    try {
      url = new URL(smtpUrl);
    } catch {
      // reported below
    }
    if (url?.protocol !== 'smtp:' && url?.protocol !== 'smtps:') {
      throw new Error(`SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.org:587 (the value given starts "${smtpUrl.slice(0, 8)}…").`);
    }
  }
  const host = new URL(publicUrl).hostname;
  const officeEmail = env.EDITORIAL_OFFICE_EMAIL || null;
  if (officeEmail && !isEmailAddress(officeEmail)) throw new Error(`EDITORIAL_OFFICE_EMAIL must be an email address, not "${officeEmail}".`);
  return {
    smtpUrl,
    outboxDir: resolveFromRoot(env.MAIL_OUTBOX_DIR, path.join('var', 'outbox')),
    from: env.MAIL_FROM || `"${publisherName}" <no-reply@${host}>`,
    officeEmail,
  };
}
