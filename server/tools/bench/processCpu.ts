// CPU time of processes on this machine (Linux /proc), for the benchmarks that tell where the cores
// went: a server copy, the proxy, a PostgreSQL cluster (its postmaster and every backend).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

interface Stat {
  ppid: number;
  /** Its own user and system time, s. */
  own: number;
  /** Of its children that ended and were waited for, s. */
  children: number;
}

function stat(pid: number): Stat | null {
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name is in parentheses and may hold spaces: the fields start after the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const number = (index: number) => Number(fields[index] ?? 0);
  return { ppid: number(1), own: (number(11) + number(12)) / ticksPerSecond, children: (number(13) + number(14)) / ticksPerSecond };
}

/** The CPU seconds a process has used so far (its threads included), 0 once it is gone. */
export function processCpuSeconds(pid: number | undefined): number {
  const found = pid === undefined ? null : stat(pid);
  return found ? found.own : 0;
}

/** The postmaster of the local PostgreSQL listening on `port`, if it runs on this machine. */
export function postmasterOf(port: number): number | null {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let args: string[];
    try {
      args = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    // Started with `-c port=N` (test-support/postgresServer.ts) or `-p N` (pg_ctl -o, by hand).
    const listens = args.includes(`port=${port}`) || args.some((arg, at) => arg === '-p' && args[at + 1] === String(port));
    if (args[0]?.endsWith('/postgres') && listens) return Number(entry);
  }
  return null;
}

/** The postmaster of the PostgreSQL at `url` when it runs on this machine (a loopback address), else null. */
export function localPostmasterOf(url: string | URL): number | null {
  const { hostname, port } = new URL(url);
  return hostname === '127.0.0.1' || hostname === 'localhost' ? postmasterOf(Number(port || 5432)) : null;
}

/** CPU seconds of a PostgreSQL cluster: the postmaster, its live backends and those that ended. */
export function clusterCpuSeconds(postmaster: number | null): number {
  if (postmaster === null) return 0;
  const root = stat(postmaster);
  if (!root) return 0;
  let total = root.own + root.children;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = stat(Number(entry));
    if (child?.ppid === postmaster) total += child.own;
  }
  return total;
}

/** CPU seconds the whole machine has spent busy (every core, every process) since boot. */
export function machineBusySeconds(): number {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  // cpu  user nice system idle iowait irq softirq steal ...: all but idle and iowait were work.
  const [, user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).map(Number);
  return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) / ticksPerSecond;
}
