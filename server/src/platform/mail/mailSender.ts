// The background mail sender: takes due rows of the outbox with a lease, hands them to the
// transport one at a time and records the outcome. A way out that is down (SMTP unreachable, a full
// disk) delays mail and never drops it: the row waits with backoff, and the sender pauses as a whole.
import type { MailOutbox, QueuedMail } from './outbox.ts';
import { DeferredMailError, PermanentMailError, type MailLog, type MailTransport } from './transports.ts';

export interface MailSenderOptions {
  outbox: MailOutbox;
  transport: MailTransport;
  /** The From header (MAIL_FROM). */
  from: string;
  log: MailLog;
  /** ms since the epoch; give the outbox the same clock. */
  now?: () => number;
  /** How long (ms) to wait after `failures` temporary failures in a row (of one message, or of the transport). */
  backoff?: (failures: number) => number;
  /** How often to look for due mail when nothing wakes the sender (another server copy may have queued some). */
  pollMs?: number;
  /** How long a claimed message is this sender's: past it, another copy (or this one after a restart) may take it. */
  leaseMs?: number;
  /** A delivery is cut after this, well inside the lease. */
  deliveryTimeoutMs?: number;
  /** Most messages per pass before the sender looks again (keeps a pass short when a backlog drains). */
  batchSize?: number;
}

const minute = 60_000;

/**
 * 30 s, 1 min, 2 min, ... capped at 1 hour; never gives up. Up to a fifth less at random, so that copies
 * (or messages) that failed together do not all come back at the same moment.
 */
export function defaultBackoff(failures: number, random: () => number = Math.random): number {
  const base = Math.min(30_000 * 2 ** Math.max(0, failures - 1), 60 * minute);
  return Math.round(base * (1 - 0.2 * random()));
}

function reason(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code && !error.message.includes(code) ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}

export class MailSender {
  private readonly outbox: MailOutbox;
  private readonly transport: MailTransport;
  private readonly from: string;
  private readonly log: MailLog;
  private readonly now: () => number;
  private readonly backoff: (failures: number) => number;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly deliveryTimeoutMs: number;
  private readonly batchSize: number;

  private running = false;
  private stopping = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /**
   * Counts the questions to the outbox about when the next message is due. A pass that begins makes
   * the answers still on their way out of date (it may queue, send or put off mail), and it asks again
   * when it ends; only the answer to the latest question sets the timer.
   */
  private asked = 0;
  /** The pass in progress (start/wake), if any. */
  private pass: Promise<void> | null = null;
  /** The delivery in progress (also when runOnce is called directly). */
  private delivery: Promise<unknown> | null = null;
  /** Woken during a pass: look again right after it. */
  private again = false;
  /** Transport failures in a row, and until when the sender waits because of them. */
  private transportFailures = 0;
  private pausedUntil = 0;

  constructor(options: MailSenderOptions) {
    this.outbox = options.outbox;
    this.transport = options.transport;
    this.from = options.from;
    this.log = options.log;
    this.now = options.now ?? Date.now;
    this.backoff = options.backoff ?? ((failures) => defaultBackoff(failures));
    this.pollMs = options.pollMs ?? 5000;
    this.leaseMs = options.leaseMs ?? 2 * minute;
    this.deliveryTimeoutMs = options.deliveryTimeoutMs ?? Math.min(minute, this.leaseMs / 2);
    this.batchSize = options.batchSize ?? 20;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.stopping = false;
    this.wake();
  }

  /** Stops polling and waits for the delivery in flight to be recorded; claimed rows not yet tried stay due. */
  async stop(): Promise<void> {
    this.running = false;
    this.stopping = true;
    this.clearTimer();
    await this.pass;
    // A runOnce called directly reports its own failure; stopping only waits for it.
    await this.delivery?.catch(() => undefined);
  }

  /** Looks for due mail now (a message was queued), unless a pass is under way or the transport is paused. */
  wake(): void {
    if (!this.running) return;
    if (this.pass) {
      this.again = true;
      return;
    }
    if (this.now() < this.pausedUntil) {
      if (!this.timer) this.schedule();
      return;
    }
    this.clearTimer();
    this.asked += 1;
    this.pass = this.passes().finally(() => {
      this.pass = null;
      if (this.again && this.running && this.now() >= this.pausedUntil) this.wake();
      else this.schedule();
    });
  }

  /**
   * One pass: claims due messages one at a time and delivers each, up to `batchSize`. Stops early when
   * the transport is unavailable (the rest would fail the same way). Returns how many it tried.
   */
  async runOnce(): Promise<number> {
    let tried = 0;
    while (tried < this.batchSize && !this.stopping) {
      const [mail] = await this.outbox.claimDue(1, this.leaseMs);
      if (!mail) break;
      tried += 1;
      const delivering = this.deliver(mail);
      this.delivery = delivering;
      let usable: boolean;
      try {
        usable = await delivering;
      } finally {
        this.delivery = null;
      }
      if (!usable) break;
    }
    return tried;
  }

  /** Delivers one claimed message and records the outcome; false when the transport itself failed. */
  private async deliver(mail: QueuedMail): Promise<boolean> {
    let deliveredTo: string;
    try {
      ({ deliveredTo } = await this.transport.deliver(mail, this.from, AbortSignal.timeout(this.deliveryTimeoutMs)));
    } catch (error) {
      return this.failed(mail, error);
    }
    this.transportFailures = 0;
    // Exactly once is out of reach with SMTP: a crash (or a lost answer) between the server's "250
    // accepted" and this line leaves the row to be sent again after its lease. The resend carries the
    // same Message-ID, which lets receivers and their filters recognise the rare duplicate. The .eml
    // folder is exactly once: it does not write a file that is already there.
    try {
      await this.outbox.markSent(mail.id, deliveredTo);
    } catch (error) {
      // Not a delivery failure: scheduling a retry here would send it twice. The lease runs out instead.
      this.log.error({ err: error, id: mail.id, messageId: mail.messageId }, 'mail delivered but not marked sent');
      return true;
    }
    this.log.info({ id: mail.id, kind: mail.kind, messageId: mail.messageId, deliveredTo }, 'mail sent');
    return true;
  }

  private async failed(mail: QueuedMail, error: unknown): Promise<boolean> {
    const why = reason(error);
    const context = { id: mail.id, kind: mail.kind, messageId: mail.messageId, attempts: mail.attempts, error: why };
    if (error instanceof PermanentMailError) {
      await this.outbox.markFailed(mail.id, why);
      this.log.warn(context, `mail to ${mail.to} refused for good: ${why}`);
      return true;
    }
    const at = this.now() + this.backoff(mail.attempts);
    await this.outbox.retryAt(mail.id, at, why);
    if (error instanceof DeferredMailError) {
      this.log.warn({ ...context, nextAttemptAt: new Date(at).toISOString() }, `mail put off by the server, tried again later: ${why}`);
      return true;
    }
    // The way out is down: every message would fail the same way, so the whole sender waits.
    this.transportFailures += 1;
    this.pausedUntil = this.now() + this.backoff(this.transportFailures);
    const waiting = (await this.outbox.countAll()).pending;
    this.log.warn(
      { ...context, waiting, resumesAt: new Date(this.pausedUntil).toISOString() },
      `mail delayed, ${waiting} waiting: ${this.transport.description} failed (${why}); trying again at ${new Date(this.pausedUntil).toISOString()}`,
    );
    return false;
  }

  private async passes(): Promise<void> {
    do {
      this.again = false;
      try {
        if ((await this.runOnce()) >= this.batchSize) this.again = true;
      } catch (error) {
        // The database refused (busy for longer than its timeout, closed): the next poll tries again.
        this.log.error({ err: error }, 'mail sender: a pass failed');
        return;
      }
    } while (this.again && this.running && this.now() >= this.pausedUntil);
  }

  private schedule(): void {
    if (!this.running || this.timer) return;
    const now = this.now();
    if (this.pausedUntil > now) return this.setTimer(this.pausedUntil - now);
    // The next due message may come sooner than the next poll; asking the outbox is a query.
    const question = ++this.asked;
    this.outbox
      .nextDueAt()
      .catch(() => null) // Polling finds out again.
      .then((next) => {
        if (question !== this.asked || !this.running || this.timer) return;
        const later = this.now();
        // The transport may have failed while the outbox was asked: its pause comes first.
        if (this.pausedUntil > later) return this.setTimer(this.pausedUntil - later);
        this.setTimer(next === null ? this.pollMs : Math.min(this.pollMs, Math.max(next - later, 25)));
      });
  }

  private setTimer(delay: number): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      this.wake();
    }, delay);
    // The server's sockets keep the process alive, not the sender.
    this.timer.unref();
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
