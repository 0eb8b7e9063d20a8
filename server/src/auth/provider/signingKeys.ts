// The embedded provider's signing key set: an RSA key (RS256, which every relying party supports)
// generated on first start and kept in the auth state folder, so tokens stay verifiable across restarts.
import { createHash, generateKeyPairSync } from 'node:crypto';
import path from 'node:path';
import type { JWK } from 'oidc-provider';
import { readOrCreateSecretFile } from '../authState.ts';

function newKeySet(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  const kid = createHash('sha256').update(`${jwk.n}`).digest('base64url').slice(0, 16);
  return JSON.stringify({ keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] });
}

export function loadSigningKeys(stateDir: string): { keys: JWK[] } {
  const text = readOrCreateSecretFile(path.join(stateDir, 'oidc-jwks.json'), newKeySet);
  const parsed = JSON.parse(text) as { keys?: JWK[] };
  if (!Array.isArray(parsed.keys) || parsed.keys.length === 0) throw new Error(`${path.join(stateDir, 'oidc-jwks.json')} holds no keys; delete it to have a new key generated.`);
  return { keys: parsed.keys };
}
