// Secrets the server keeps on disk when none are configured: the session signing secret and the
// embedded provider's signing keys. They live in an `auth` folder beside the database file (var/data/auth
// by default, outside git), so sessions and issued tokens survive restarts.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What the secrets are derived from: SESSION_SECRET when set, else the files beside the database. */
export interface SecretSource {
  sessionSecret?: string;
  databasePath: string;
}

export function authStateDir(databasePath: string): string {
  return path.join(path.dirname(databasePath), 'auth');
}

/**
 * Reads a file, or creates it with the given content when missing. Creation uses O_EXCL so two
 * processes starting together end up with the same value (the loser reads the winner's file).
 */
export function readOrCreateSecretFile(file: string, create: () => string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, create(), { mode: 0o600 });
  try {
    // link() fails with EEXIST when another process got there first; the file then appears whole, never half-written.
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  return fs.readFileSync(file, 'utf8');
}

/** SESSION_SECRET when set; otherwise a random one generated on first start and kept in the state folder. */
export function resolveSessionSecret(configured: string | undefined, stateDir: string): string {
  if (configured) return configured;
  return readOrCreateSecretFile(path.join(stateDir, 'session-secret'), () => randomBytes(48).toString('base64url')).trim();
}
