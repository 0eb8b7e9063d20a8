// How node:sqlite says that another connection holds the file locked past the busy timeout. Its
// errors pass through Kysely unchanged, so this recognises both the raw connection's and the
// SqlDatabase's. Recognised by shape (no node:sqlite import): the error handler runs on every
// failed request, whichever engine is configured.

/** SQLITE_BUSY (5) and SQLITE_LOCKED (6), as node:sqlite reports them. */
export function isSqliteBusy(error: unknown): boolean {
  const candidate = error as { code?: unknown; errcode?: unknown; message?: unknown } | null;
  return candidate?.code === 'ERR_SQLITE_ERROR' && (candidate.errcode === 5 || candidate.errcode === 6 || /database is (locked|busy)/.test(String(candidate.message)));
}
