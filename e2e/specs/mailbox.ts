// The e2e server's mailbox: it has no SMTP server, so every message is an .eml file in its outbox
// folder (MAIL_OUTBOX_DIR), as `npm start` writes them. The specs open them as a mail client would
// (mailparser) and follow their links.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser, type ParsedMail } from 'mailparser';
import { e2eOutboxDir } from '../playwright.config.ts';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const outbox = path.resolve(repositoryRoot, e2eOutboxDir);

function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((address) => address.value.map((entry) => entry.address?.toLowerCase() ?? ''));
}

/** The newest message to `to` whose subject matches, waiting for the sender to write it (it runs in the background). */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((file) => file.endsWith('.eml')).sort().reverse() : [];
    for (const file of files) {
      const mail = await simpleParser(fs.readFileSync(path.join(outbox, file)));
      if (recipients(mail).includes(to.toLowerCase()) && subject.test(mail.subject ?? '')) return mail;
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${to} with a subject like ${subject} in ${outbox} (${files.length} files).`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link of the mail's text part to a path of the site matching `pathPattern` (as a path). */
export function linkIn(mail: ParsedMail, pathPattern: RegExp): string {
  for (const match of (mail.text ?? '').matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const url = new URL(match[0]);
    if (pathPattern.test(url.pathname)) return `${url.pathname}${url.search}`;
  }
  throw new Error(`No link like ${pathPattern} in:\n${mail.text}`);
}
