// How a queued message leaves: through an SMTP server with nodemailer when SMTP_URL is set,
// otherwise as an .eml file in MAIL_OUTBOX_DIR, so a fresh checkout shows the whole flow. Both build
// the same RFC 5322 message with nodemailer; the sender (mailSender.ts) decides what a failure means.
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { createTransport, type NodemailerError, type SendMailOptions } from 'nodemailer';
import type { QueuedMail } from './outbox.ts';

export interface MailTransport {
  /** For the log: where mail goes (an SMTP server without its credentials, or a folder). */
  readonly description: string;
  /**
   * Hands one message over. Throws `PermanentMailError` when the message is refused for good,
   * `DeferredMailError` when only this message was put off (a 4xx answer to it), and any other error
   * when the way out is unavailable (a later attempt may succeed). `signal` cuts a delivery short.
   */
  deliver(mail: QueuedMail, from: string, signal?: AbortSignal): Promise<{ deliveredTo: string }>;
  close(): void;
}

export interface MailLog {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
  error(data: object, message: string): void;
}

/** A refusal that another attempt would get again (the address does not exist, the message is too large). */
export class PermanentMailError extends Error {
  override readonly name = 'PermanentMailError';
}

/** This message was put off (greylisting, a full mailbox): others may still go now. */
export class DeferredMailError extends Error {
  override readonly name = 'DeferredMailError';
}

/** The message as nodemailer builds it: the same for SMTP and for the .eml folder. */
export function messageOptions(mail: QueuedMail, from: string): SendMailOptions {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    // Fixed when queued: a resend after a crash carries the same id, so receivers can tell it apart.
    messageId: mail.messageId,
    // The time it was queued, so that composing it again (a retry, a restart) gives the same message.
    date: new Date(mail.createdAt),
    // List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) of alerts, as queued. nodemailer's own
    // headers (From, To, Message-ID, Date, ...) win over these, so a queued header cannot replace them.
    headers: { ...mail.headers },
    xMailer: false,
  };
}

/**
 * Only a refusal of this message for this recipient is permanent: a 5xx answer to RCPT TO or to the
 * message itself (DATA). A 5xx elsewhere (authentication, MAIL FROM) says the server or our settings
 * are wrong, which fixing them cures, so those are retried like connection errors, timeouts and 4xx.
 */
export function isPermanentSmtpError(error: unknown): boolean {
  const failure = error as NodemailerError;
  if (typeof failure !== 'object' || failure === null) return false;
  if (failure.permanent === true && (failure.command === 'RCPT TO' || failure.command === 'DATA')) return true;
  // All recipients refused: nodemailer reports the envelope; the recipients' own answers decide.
  const refusals = failure.rejectedErrors ?? [];
  return refusals.length > 0 && refusals.every((refusal) => refusal.permanent === true);
}

/**
 * A temporary answer to this message itself, as opposed to a server that cannot be reached or used.
 * 421 is the server closing the session, whatever the command: that is the server, not the message.
 */
function isMessageDeferral(error: unknown): boolean {
  const failure = error as NodemailerError;
  if (typeof failure !== 'object' || failure === null || failure.responseCode === 421) return false;
  return failure.permanent === false && (failure.command === 'RCPT TO' || failure.command === 'DATA');
}

/** The server's address for logs and rows: no user name, no password, no options. */
export function describeSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.host}`;
}

export function smtpTransport(smtpUrl: string): MailTransport {
  const server = describeSmtpUrl(smtpUrl);
  // Settings in the URL win over these. One connection: the sender delivers one message at a time.
  // One requeue covers a pooled connection the server closed just as it was used; further retries are
  // the sender's, counted in the row. The timeouts keep a delivery well inside the sender's lease.
  const transporter = createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 1,
    maxRequeues: 1,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  return {
    description: `SMTP ${server}`,
    async deliver(mail, from, signal) {
      try {
        const info = await transporter.sendMail({ ...messageOptions(mail, from), ...(signal ? { signal } : {}) });
        return { deliveredTo: `${server} ${info.response}`.slice(0, 500) };
      } catch (error) {
        if (isPermanentSmtpError(error)) throw new PermanentMailError((error as Error).message, { cause: error });
        if (isMessageDeferral(error)) throw new DeferredMailError((error as Error).message, { cause: error });
        throw error;
      }
    },
    close() {
      transporter.close();
    },
  };
}

/** `2026-11-25T10-04-05-123Z-42-form-confirmation.eml`: sorts by time, one name per row. */
export function emlFileName(mail: Pick<QueuedMail, 'id' | 'createdAt' | 'kind'>): string {
  const time = new Date(mail.createdAt).toISOString().replace(/[:.]/g, '-');
  const kind = mail.kind.replace(/[^a-z0-9-]+/gi, '_').slice(0, 60);
  return `${time}-${mail.id}-${kind}.eml`;
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/**
 * The embedded default: each message becomes `<outboxDir>/<emlFileName>`. Exactly once: the file
 * appears whole or not at all (written beside it, then renamed), and a row whose file is already there
 * (written, then the process stopped before the row was marked sent) is not written again.
 */
export function fileTransport(outboxDir: string, log: MailLog): MailTransport {
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  let announced = false;
  return {
    description: `the folder ${outboxDir}`,
    async deliver(mail, from) {
      // Every time: a folder removed (or not yet writable) while the server runs is made again.
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, emlFileName(mail));
      if (await exists(file)) return { deliveredTo: file };
      let message: Buffer;
      try {
        const composed = (await composer.sendMail(messageOptions(mail, from))).message;
        // `buffer: true` gives a Buffer; the type also allows the stream it gives otherwise.
        if (!Buffer.isBuffer(composed)) throw new Error('nodemailer gave a stream, not a buffer');
        message = composed;
      } catch (error) {
        // The same data would fail the same way on every attempt.
        throw new PermanentMailError(`The message could not be composed: ${(error as Error).message}`, { cause: error });
      }
      const temporary = path.join(outboxDir, `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        const handle = await open(temporary, 'wx');
        try {
          await handle.writeFile(message);
          // On disk before it has its name: a crash never leaves an empty .eml that counts as written.
          await handle.datasync();
        } finally {
          await handle.close();
        }
        await rename(temporary, file);
      } catch (error) {
        await unlink(temporary).catch(() => undefined);
        throw error;
      }
      if (!announced) {
        announced = true;
        log.warn({ outboxDir }, `mail is written to ${outboxDir} (no SMTP_URL set)`);
      }
      log.info({ file, kind: mail.kind, messageId: mail.messageId }, `mail written to ${file}`);
      return { deliveredTo: file };
    },
    close() {
      composer.close();
    },
  };
}

/** SMTP when SMTP_URL is set, the .eml folder otherwise. */
export function createMailTransport(config: { smtpUrl: string | null; outboxDir: string }, log: MailLog): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl) : fileTransport(config.outboxDir, log);
}
