// The release API from the command line: `pnpm release status | publish | promote | ...`
// against a running server, at RELEASE_URL with RELEASE_TOKEN. Answers are shown as short text;
// a refusal's message is the server's own.
import fs from 'node:fs';
import { create } from 'tar';
import type { AppName, AuditEntry, ReleaseStatus } from '../registryState.ts';

export class ReleaseClient {
  readonly baseUrl: string;
  private readonly token: string | undefined;

  constructor(baseUrl: string, token: string | undefined) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
    this.token = token;
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: { json: unknown } | { gzip: Buffer }): Promise<{ status: number; value: T }> {
    if (!this.token) throw new Error('Set RELEASE_TOKEN to a release token (`release token create <app|all> <name>` on the server prints one).');
    const headers: Record<string, string> = { authorization: `Bearer ${this.token}` };
    let payload: string | Blob | undefined;
    if (body && 'json' in body) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    } else if (body) {
      headers['content-type'] = 'application/gzip';
      payload = new Blob([new Uint8Array(body.gzip)], { type: 'application/gzip' });
    }
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, { method, headers, body: payload });
    } catch (error) {
      throw new Error(`The release service at ${this.baseUrl} cannot be reached (${error instanceof Error ? (error.cause as Error | undefined)?.message ?? error.message : String(error)}): is the server running, and is RELEASE_URL right?`, { cause: error });
    }
    const text = await response.text();
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = undefined;
    }
    if (!response.ok) {
      const message = (value as { message?: unknown } | undefined)?.message;
      throw new Error(typeof message === 'string' ? message : `The release service answered ${response.status} ${response.statusText}.`);
    }
    return { status: response.status, value: value as T };
  }

  status(): Promise<ReleaseStatus> {
    return this.call<ReleaseStatus>('GET', '/api/releases/status').then((answer) => answer.value);
  }

  async audit(options: { app?: string; limit?: number } = {}): Promise<AuditEntry[]> {
    const query = new URLSearchParams();
    if (options.app) query.set('app', options.app);
    if (options.limit) query.set('limit', String(options.limit));
    return (await this.call<{ entries: AuditEntry[] }>('GET', `/api/releases/audit${query.size ? `?${query}` : ''}`)).value.entries;
  }

  /** Archives a build folder (its files at the archive's top) and uploads it. */
  async publish(app: AppName, distDir: string): Promise<{ build: string; created: boolean }> {
    if (!fs.existsSync(distDir)) throw new Error(`${distDir} does not exist: build ${app} first.`);
    const chunks: Buffer[] = [];
    for await (const chunk of create({ gzip: true, cwd: distDir, portable: true }, fs.readdirSync(distDir))) chunks.push(Buffer.from(chunk as Uint8Array));
    return (await this.call<{ build: string; created: boolean }>('POST', `/api/releases/builds/${app}`, { gzip: Buffer.concat(chunks) })).value;
  }

  async promote(app: AppName, build: string, canaryPercent?: number): Promise<{ active?: string; canary?: { build: string; percent: number }; changed: boolean }> {
    return (await this.call<{ active?: string; canary?: { build: string; percent: number }; changed: boolean }>('POST', `/api/releases/${app}/promote`, { json: { build, ...(canaryPercent !== undefined ? { canaryPercent } : {}) } })).value;
  }

  async canary(app: AppName, action: 'promote' | 'abort'): Promise<{ active?: string }> {
    return (await this.call<{ active?: string }>('POST', `/api/releases/${app}/canary/${action}`)).value;
  }

  async rollback(app: AppName): Promise<{ active: string }> {
    return (await this.call<{ active: string }>('POST', `/api/releases/${app}/rollback`)).value;
  }

  async preview(app: AppName, build: string, hours?: number): Promise<{ url: string; expiresAt: string }> {
    return (await this.call<{ url: string; expiresAt: string }>('POST', `/api/releases/${app}/preview`, { json: { build, ...(hours ? { hours } : {}) } })).value;
  }
}

const health = ({ renders, errors }: { renders: number; errors: number }) => `${renders} renders, ${errors} errors`;

export function formatStatus(status: ReleaseStatus, options: { builds?: number } = {}): string {
  const lines: string[] = [];
  for (const app of Object.values(status.apps)) {
    lines.push(`${app.app}: ${app.active ? `active ${app.active}` : 'nothing active'}${app.lastKnownGood ? `, last known good ${app.lastKnownGood}` : ''}`);
    if (app.canary) {
      lines.push(`  canary ${app.canary.build} for ${app.canary.percent} % of readers since ${app.canary.startedAt} (${app.canary.startedBy})`);
      lines.push(`    canary: ${health(app.canary.canaryHealth)}; active: ${health(app.canary.activeHealth)}`);
    }
    for (const build of app.builds.slice(0, options.builds ?? 5)) {
      const mark = build.id === app.active ? '*' : build.id === app.canary?.build ? '~' : ' ';
      lines.push(`  ${mark} ${build.id}  published ${build.publishedAt}${build.publishedBy ? ` by ${build.publishedBy}` : ''}  ${health(build.health)}`);
    }
    if (app.builds.length > (options.builds ?? 5)) lines.push(`    ... ${app.builds.length - (options.builds ?? 5)} older builds`);
  }
  return `${lines.join('\n')}\n`;
}

export function formatAudit(entries: AuditEntry[]): string {
  return entries
    .map((entry) => {
      const move = entry.from || entry.to ? ` ${entry.from ?? '-'} -> ${entry.to ?? '-'}` : '';
      return `${entry.at}  ${entry.actor}  ${entry.action} ${entry.app ?? ''}${move}${entry.detail ? ` (${entry.detail})` : ''}\n`;
    })
    .join('');
}
