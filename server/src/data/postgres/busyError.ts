// PostgreSQL's errors for a database that is only busy for now (data/storeBusy.ts): a lock or
// statement timeout, a transaction that lost to another (serialization failure, deadlock), no
// connection to spare on the server, and pg's pool's own timeout when none came free in time.
const busyStates = new Set(['55P03', '57014', '40001', '40P01', '53300', '57P03']);

export function isPostgresBusy(error: unknown): boolean {
  const candidate = error as { code?: unknown; severity?: unknown } | null;
  // pg's DatabaseError carries the SQLSTATE as `code` and a `severity`; the pool's timeout is a plain Error.
  if (typeof candidate?.severity === 'string' && typeof candidate.code === 'string') return busyStates.has(candidate.code);
  return candidate instanceof Error && candidate.message === 'timeout exceeded when trying to connect';
}
