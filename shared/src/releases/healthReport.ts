// Render reports from readers' browsers: each remote page the shell renders, or fails to
// render, is one report {app, build, ok}. The registry counts them per build (its health: a build
// becomes "last known good" only when readers rendered it without errors, and a canary shows both
// builds' renders and errors). Reports are queued and sent together: after a few seconds, when 20
// are waiting, or when the page is hidden or left, as a beacon (text/plain, no preflight, survives
// the page's unload). A page sends at most 200 in its life, so a page stuck in a loop of errors
// costs the server little; the server rate-limits the rest.
import type { RemoteName } from '@oap/contracts/federation/contract.ts';

export const healthReportPath = '/api/releases/health';
export const healthReportDelayMs = 5000;
export const healthReportBatch = 20;
export const healthReportsPerPage = 200;

export interface RenderReport {
  app: RemoteName;
  build: string;
  ok: boolean;
}

interface Transport {
  beacon?: (url: string, body: Blob) => boolean;
  fetch?: typeof fetch;
}

export class HealthReporter {
  private queue: RenderReport[] = [];
  private sent = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly transport: Transport;
  private readonly delayMs: number;

  constructor(options: { transport?: Transport; delayMs?: number } = {}) {
    this.transport = options.transport ?? defaultTransport();
    this.delayMs = options.delayMs ?? healthReportDelayMs;
  }

  /** One render of `build` of `app`; a page without a known build (a development build) is not reported. */
  report(app: RemoteName, build: string | undefined, ok: boolean): void {
    if (!build || this.sent + this.queue.length >= healthReportsPerPage) return;
    this.queue.push({ app, build, ok });
    if (this.queue.length >= healthReportBatch) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), this.delayMs);
  }

  /** Sends what is queued now (the page is being hidden, or the batch is full). */
  flush(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (this.queue.length === 0) return;
    const reports = this.queue;
    this.queue = [];
    this.sent += reports.length;
    const body = JSON.stringify({ reports });
    try {
      if (this.transport.beacon?.(healthReportPath, new Blob([body], { type: 'text/plain;charset=UTF-8' }))) return;
      void this.transport.fetch?.(healthReportPath, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain;charset=UTF-8' } }).catch(() => {});
    } catch {
      // Reporting must never break the page: a lost report is one render less counted.
    }
  }
}

function defaultTransport(): Transport {
  if (typeof navigator === 'undefined') return {};
  return {
    ...(typeof navigator.sendBeacon === 'function' ? { beacon: (url: string, body: Blob) => navigator.sendBeacon(url, body) } : {}),
    ...(typeof fetch === 'function' ? { fetch: (...args: Parameters<typeof fetch>) => fetch(...args) } : {}),
  };
}

/** One reporter per page, kept on the window: any bundle that carries this module (the shell, a remote) uses the same. */
const reporterKey = Symbol.for('oap.releases.healthReporter');

/** Reports one render through the page's reporter (created on first use; sends when the page is hidden). */
export function reportRender(app: RemoteName, build: string | undefined, ok: boolean): void {
  if (typeof window === 'undefined') return;
  const page = window as unknown as Record<symbol, HealthReporter | undefined>;
  let reporter = page[reporterKey];
  if (!reporter) {
    const created = new HealthReporter();
    reporter = page[reporterKey] = created;
    // pagehide as well as visibilitychange: a page closed without being hidden first still sends.
    window.addEventListener('pagehide', () => created.flush());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') created.flush();
    });
  }
  reporter.report(app, build, ok);
}
