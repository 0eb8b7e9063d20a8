// The embedded provider's signing key set: an RSA key (RS256, which every relying party supports)
// generated on first start and kept, so tokens stay verifiable across restarts.
//
// Where it is kept follows where the site's records are. On SQLite (one machine) it is a file in the
// auth state folder beside the database. On PostgreSQL (several server copies, each on a disk of its
// own) it is a row of the provider's state in the database: a copy that kept a key of its
// own would refuse the ID tokens another copy signed, and a reader who signed in through one copy
// could not sign out through the next ("could not validate id_token_hint"). The first copy stores
// the set (the local file's when there is one, so a site that moves to PostgreSQL keeps its key);
// copies starting together all read the one that was stored.
import { createHash, generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { JWK } from 'oidc-provider';
import type { SqlDatabase } from '../../../data/sqlDatabase.ts';
import { readOrCreateSecretFile } from '../../../platform/secrets/authState.ts';

/** The row of table oidc_models that holds the key set (a model name oidc-provider never uses; it never expires). */
const keySetRow = { model: 'SigningKeySet', id: 'current' } as const;

function newKeySet(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  const kid = createHash('sha256').update(`${jwk.n}`).digest('base64url').slice(0, 16);
  return JSON.stringify({ keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] });
}

function parsed(text: string, where: string): { keys: JWK[] } {
  const keySet = JSON.parse(text) as { keys?: JWK[] };
  if (!Array.isArray(keySet.keys) || keySet.keys.length === 0) throw new Error(`${where} holds no keys; delete it to have a new key generated.`);
  return { keys: keySet.keys };
}

async function storedKeySet(database: SqlDatabase): Promise<string | null> {
  const { rows } = await sql<{ payload: string }>`SELECT payload FROM oidc_models WHERE model = ${keySetRow.model} AND id = ${keySetRow.id}`.execute(database.db);
  return rows[0]?.payload ?? null;
}

export async function loadSigningKeys(stateDir: string, database: SqlDatabase): Promise<{ keys: JWK[] }> {
  const file = path.join(stateDir, 'oidc-jwks.json');
  if (database.engine === 'sqlite') return parsed(readOrCreateSecretFile(file, newKeySet), file);
  const where = `the database's oidc_models row (${keySetRow.model}, ${keySetRow.id})`;
  const stored = await storedKeySet(database);
  if (stored !== null) return parsed(stored, where);
  const initial = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : newKeySet();
  // Another copy starting at the same moment may store its set first: then that one is everyone's.
  await sql`INSERT INTO oidc_models (model, id, payload) VALUES (${keySetRow.model}, ${keySetRow.id}, ${initial}) ON CONFLICT (model, id) DO NOTHING`.execute(database.db);
  return parsed((await storedKeySet(database)) ?? initial, where);
}
