// A message from the editorial office to a reader, read at /message/{hashKey}/{hashUserKey}:
//   GET /api/messages/{hashKey}/{hashUserKey} -> ReaderMessage (404 for a wrong pair or an expired message)

export interface ReaderMessage {
  subject: string;
  /** Plain text; paragraphs separated by blank lines. */
  body: string;
  /** The submission it answers, if any. */
  reference: string | null;
  sentAt: string;
  expiresAt: string;
}
