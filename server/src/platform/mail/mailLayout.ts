// The one look of the site's mail: a plain-text part that reads well on its own, and an HTML part
// with the same words (simple tables-free markup that mail clients render, inline styles only).
import { currentPublisher, siteName } from '@oap/contracts/site/publisher.ts';
import { escapeHtml } from '../http/standalonePage.ts';

export interface MailContent {
  /** The first line: "Thank you for your feedback". */
  heading: string;
  paragraphs: string[];
  /** A button in HTML, a line with the address in text. */
  action?: { label: string; url: string };
  /** Label: value lines (a reference number, the fields as sent). */
  facts?: { label: string; value: string }[];
  /** Small print at the end: why they get it, how to stop it. */
  footer?: string[];
}

export function renderMail(content: MailContent): { text: string; html: string } {
  const facts = content.facts ?? [];
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(facts.length ? [...facts.map((fact) => `${fact.label}: ${fact.value}`), ''] : []),
    ...(content.action ? [`${content.action.label}:`, content.action.url, ''] : []),
    '-- ',
    siteName(),
    ...(content.footer ?? []),
  ].join('\n');

  const para = (value: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(value).replace(/\n/g, '<br>')}</p>`;
  const brand = currentPublisher().brandColor;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1b1f24">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #d5dbe1;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-weight:bold;color:${brand}">${escapeHtml(siteName())}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map(para).join('\n')}
${facts.length ? `<dl style="margin:0 0 16px">${facts.map((fact) => `<dt style="font-weight:bold">${escapeHtml(fact.label)}</dt><dd style="margin:0 0 8px">${escapeHtml(fact.value).replace(/\n/g, '<br>')}</dd>`).join('')}</dl>` : ''}
${content.action ? `<p style="margin:0 0 16px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 20px;background:${brand};color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(content.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#4a5562">Or open this address: ${escapeHtml(content.action.url)}</p>` : ''}
${(content.footer ?? []).map((line) => `<p style="margin:0 0 8px;font-size:13px;color:#4a5562">${escapeHtml(line)}</p>`).join('\n')}
</div>
</body></html>`;
  return { text, html };
}
