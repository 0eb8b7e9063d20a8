// A publishing command (npm run import, journals, deposit) as a production editor runs it: a child
// process on the test's own database, with the site's settings in its environment and no shared cache
// to purge; what a person or a script reads of it is its exit code and its two streams.
import { spawn } from 'node:child_process';
import { PUBLIC_URL, type PublishingCatalogue } from './publishingCatalogue.ts';

export interface CommandRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the command's file (a tools/cli script) with `args` against the catalogue's database; `settings` add to its environment (a purge hook). */
export function runCommand(command: string, catalogue: PublishingCatalogue, args: string[], settings: Record<string, string> = {}): Promise<CommandRun> {
  const env = { ...process.env, ...catalogue.database.env, PUBLIC_URL, CACHE_PURGE_VARNISH: '', CACHE_PURGE_HOOK_URL: '', ...settings };
  const child = spawn(process.execPath, [command, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
