// The release audit log: one JSON line per change in <releasesDir>/audit.jsonl, appended under the
// registry's lock by the same transaction that changes registry.json.
//
// Why a file beside the registry and not the site's SQLite: the registry is files (builds and
// registry.json in one folder), the command line changes it on a server's disk without opening the
// site's database, and the audit must be written under the same lock as the change it records. A
// folder copied or backed up whole keeps builds, state and history together. Lines are only ever
// appended (O_APPEND), never rewritten.
import fs from 'node:fs';
import path from 'node:path';
import type { AuditEntry } from './registryState.ts';

export class ReleaseAudit {
  readonly file: string;

  constructor(dir: string) {
    this.file = path.join(dir, 'audit.jsonl');
  }

  /** Called under the registry's lock. A line a crash cut short is closed first, so it costs only itself. */
  append(entry: AuditEntry): void {
    const handle = fs.openSync(this.file, 'a+');
    try {
      const { size } = fs.fstatSync(handle);
      const last = Buffer.alloc(1);
      const cutShort = size > 0 && fs.readSync(handle, last, 0, 1, size - 1) === 1 && last[0] !== 0x0a;
      fs.writeSync(handle, `${cutShort ? '\n' : ''}${JSON.stringify(entry)}\n`);
    } finally {
      fs.closeSync(handle);
    }
  }

  /** Newest first; `limit` entries at most. A line cut short by a crash is skipped, not fatal. */
  read(options: { limit?: number; app?: string } = {}): AuditEntry[] {
    let text: string;
    try {
      text = fs.readFileSync(this.file, 'utf8');
    } catch {
      return [];
    }
    const entries: AuditEntry[] = [];
    for (const line of text.split('\n').reverse()) {
      if (!line.trim()) continue;
      try {
        const entry = JSON.parse(line) as AuditEntry;
        if (options.app && entry.app !== options.app) continue;
        entries.push(entry);
        if (options.limit && entries.length >= options.limit) break;
      } catch {
        continue;
      }
    }
    return entries;
  }
}
