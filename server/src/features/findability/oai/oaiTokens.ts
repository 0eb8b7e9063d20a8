// OAI-PMH resumption tokens: the list's arguments and where it stopped (the last article id sent, a
// cursor that new articles never shift), signed with a key derived from the session secret. Nothing
// is kept on the server, so a token survives a restart and works on every copy of the server that
// shares SESSION_SECRET; it expires TOKEN_LIFETIME_MS after it was issued (the protocol's
// expirationDate), and a token changed by hand fails its signature (badResumptionToken).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface ListState {
  verb: 'ListIdentifiers' | 'ListRecords';
  metadataPrefix: string;
  set?: string;
  from?: string;
  until?: string;
  /** Id of the last article sent. */
  afterId: number;
  /** Records sent before the next page (the protocol's cursor). */
  cursor: number;
  completeListSize: number;
  /** When the token stops being accepted (ms since the epoch). */
  expiresAt: number;
}

export class ResumptionTokens {
  private readonly key: string;

  constructor(key: string) {
    this.key = key;
  }

  private signature(payload: string): Buffer {
    return createHmac('sha256', this.key).update(payload).digest().subarray(0, 18);
  }

  issue(state: Omit<ListState, 'expiresAt'>, nowMs: number): { token: string; expiresAt: number } {
    const expiresAt = nowMs + TOKEN_LIFETIME_MS;
    const payload = Buffer.from(JSON.stringify({ ...state, expiresAt })).toString('base64url');
    return { token: `${payload}.${this.signature(payload).toString('base64url')}`, expiresAt };
  }

  /** The state a token carries, or why it cannot be used. */
  read(token: string, verb: ListState['verb'], nowMs: number): { ok: true; state: ListState } | { ok: false; message: string } {
    const [payload, signature, extra] = token.split('.');
    const given = Buffer.from(signature ?? '', 'base64url');
    const expected = payload ? this.signature(payload) : null;
    if (!payload || extra !== undefined || !expected || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { ok: false, message: 'The resumption token is not one this repository issued.' };
    }
    let state: ListState;
    try {
      state = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as ListState;
    } catch {
      return { ok: false, message: 'The resumption token is not one this repository issued.' };
    }
    if (state.verb !== verb) return { ok: false, message: `The resumption token continues a ${state.verb} list, not ${verb}.` };
    if (state.expiresAt <= nowMs) return { ok: false, message: `The resumption token expired at ${new Date(state.expiresAt).toISOString().slice(0, 19)}Z; start the list again.` };
    return { ok: true, state };
  }
}
