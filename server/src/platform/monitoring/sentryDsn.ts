// A Sentry DSN taken apart: {protocol}://{publicKey}@{host}{pathPrefix}/{projectId}.
export interface SentryDsn {
  protocol: 'http:' | 'https:';
  publicKey: string;
  /** Host with port, as in the DSN. */
  host: string;
  /** Path before the project id, without trailing slash ('' for sentry.io). */
  pathPrefix: string;
  projectId: string;
}

/** Parses a DSN; returns null when the text is not one. */
export function parseSentryDsn(text: string): SentryDsn | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.username || !url.host) return null;
  const match = /^(.*)\/(\d+)\/?$/.exec(url.pathname);
  if (!match) return null;
  let publicKey: string;
  try {
    publicKey = decodeURIComponent(url.username);
  } catch {
    return null;
  }
  return { protocol: url.protocol, publicKey, host: url.host, pathPrefix: match[1] ?? '', projectId: match[2] ?? '' };
}

/** Where a DSN's project accepts envelopes. */
export function envelopeIngestUrl(dsn: SentryDsn): string {
  return `${dsn.protocol}//${dsn.host}${dsn.pathPrefix}/api/${dsn.projectId}/envelope/`;
}
