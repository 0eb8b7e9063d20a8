// The registry's exclusive lock (issue 22): every change to registry.json is read, changed and
// written while holding it, so two publishes at once (two processes, or a CLI beside the server) both
// land. proper-lockfile makes the lock an mkdir (atomic on every file system, NFS included), keeps
// its mtime fresh while held and takes over a lock whose holder died (stale after 10 s).
//
// The registry's methods are synchronous (the command line, the test fixtures and the server's start
// publish without awaiting), so the lock is taken with lockSync and retried here with a blocking
// sleep: a transaction holds it for a read, a JSON write and one audit line, a few milliseconds.
import fs from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { ReleaseError } from './registryState.ts';

const sleeper = new Int32Array(new SharedArrayBuffer(4));

function sleepSync(ms: number) {
  Atomics.wait(sleeper, 0, 0, ms);
}

export function withRegistryLock<T>(dir: string, work: () => T, options: { timeoutMs?: number } = {}): T {
  fs.mkdirSync(dir, { recursive: true });
  const lockfilePath = path.join(dir, 'registry.lock');
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  let release: (() => void) | undefined;
  for (let attempt = 0; !release; attempt += 1) {
    try {
      // realpath: false, because registry.json need not exist yet (the lock guards its creation).
      release = lockfile.lockSync(path.join(dir, 'registry.json'), { realpath: false, lockfilePath, stale: 10_000 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
      if (Date.now() > deadline) throw new ReleaseError(409, 'The release registry is busy with another change: try again in a moment.');
      sleepSync(Math.min(200, 5 * 2 ** Math.min(attempt, 5)) + Math.random() * 10);
    }
  }
  try {
    return work();
  } finally {
    release();
  }
}

/** Writes a file whole or not at all: readers never see half a registry. */
export function writeFileAtomically(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  const handle = fs.openSync(temporary, 'w');
  try {
    fs.writeFileSync(handle, text);
    fs.fsyncSync(handle);
  } finally {
    fs.closeSync(handle);
  }
  fs.renameSync(temporary, file);
}
