// Release tokens: a team's CI publishes and promotes its own app with one. The secret is
// 32 random bytes shown once; the registry keeps only its SHA-256 (a salted slow hash buys nothing
// for a random secret of that length, and a lookup by hash needs no secret comparison).
import { createHash, randomBytes } from 'node:crypto';
import type { AppName, TokenRecord } from './registryState.ts';

const tokenPrefix = 'oaprel_';
export const tokenNamePattern = /^[a-z0-9][a-z0-9._-]{0,62}$/i;

export function newTokenSecret(): string {
  return `${tokenPrefix}${randomBytes(32).toString('base64url')}`;
}

export function tokenHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function tokenAllows(token: Pick<TokenRecord, 'scope'>, app: AppName): boolean {
  return token.scope === 'all' || token.scope === app;
}

/** What may be shown about a token: everything but its hash. */
export type TokenSummary = Omit<TokenRecord, 'sha256'>;

export function summaryOf({ sha256: _hash, ...rest }: TokenRecord): TokenSummary {
  return rest;
}
