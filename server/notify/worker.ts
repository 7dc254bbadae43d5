/**
 * Delivers the outbox: claims due jobs, sends each by its channel (`send-job.ts`), marks it
 * delivered at once, or schedules the next attempt with exponential backoff (30 s, 1 min, 2 min,
 * ... up to an hour, with jitter) for as long as it takes. Jobs live in the database, so a restart loses none; a
 * claim is a lease, so a job whose worker died is taken up again when the lease ends. Runs in the
 * background of the server process; a serverless deployment calls `drain` on a schedule instead.
 */
import type { NotifyConfig } from '../notify-config';
import { claimDueJobs, markDelivered, markFailed, type ClaimedJob } from '../db/outbox';
import type { NotificationChannel } from '../db/schema';
import { recordAudit } from '../db/audit';
import { createMailer, type Mailer } from './mail';
import { sendJob, type SendJobContext } from './send-job';
import { WebhookError, type WebhookTarget } from './webhook';

const maxBackoffMs = 60 * 60_000;

/** Senders get a confirmation when SMTP is configured. */
export function sendsConfirmations(notify: NotifyConfig): boolean {
  return Boolean(notify.smtpUrl && notify.from);
}

/** The staff channels this configuration delivers to; a job is written for each submission. */
export function enabledChannels(notify: NotifyConfig): NotificationChannel[] {
  const channels: NotificationChannel[] = [];
  if (notify.smtpUrl && notify.from && notify.to.length > 0) channels.push('email');
  if (notify.webhookUrl && notify.webhookSecret) channels.push('webhook');
  return channels;
}

/** Delay before attempt `attempts + 1`, after `attempts` failures. */
export function backoffMs(attempts: number, baseMs: number, random = Math.random): number {
  const exponential = Math.min(maxBackoffMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (0.8 + 0.4 * random()));
}

/** What went wrong, in codes only: error messages may quote addresses or answers. */
export function describeFailure(error: unknown): string {
  if (error instanceof WebhookError) return `HTTP ${error.status}`;
  if (!(error instanceof Error)) return 'unknown error';
  const details = error as Error & { code?: unknown; responseCode?: unknown; cause?: unknown };
  const cause = details.cause as { code?: unknown } | undefined;
  const code = [details.code, cause?.code].find((value) => typeof value === 'string');
  const parts = [error.name === 'Error' ? '' : error.name, typeof code === 'string' ? code : ''];
  if (typeof details.responseCode === 'number') parts.push(`SMTP ${details.responseCode}`);
  return parts.filter(Boolean).join(' ') || 'Error';
}

/** The worker's settings: what a job's message is written with, and how the worker runs. */
export interface OutboxWorkerOptions extends SendJobContext {
  log: (line: string) => void;
  /** How often the background loop looks for due jobs when nothing wakes it. */
  pollMs?: number;
  batchSize?: number;
  now?: () => number;
}

export interface DrainResult {
  delivered: number;
  failed: number;
}

export class OutboxWorker {
  readonly #options: OutboxWorkerOptions;
  readonly #now: () => number;
  readonly #mailer: Mailer | undefined;
  readonly #webhook: WebhookTarget | undefined;
  #running = false;
  /** Set by stop(): a drain in progress finishes its batch and claims no more. */
  #stopping = false;
  #draining: Promise<DrainResult> | undefined;
  #loop: Promise<void> | undefined;
  #wake: (() => void) | undefined;
  #wakeRequested = false;

  constructor(options: OutboxWorkerOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    const { notify, publicOrigin } = options;
    if (notify.smtpUrl && notify.from) {
      this.#mailer = createMailer(
        { ...notify, smtpUrl: notify.smtpUrl, from: notify.from },
        publicOrigin,
      );
    }
    if (notify.webhookUrl && notify.webhookSecret) {
      this.#webhook = {
        url: notify.webhookUrl,
        secret: notify.webhookSecret,
        timeoutMs: Math.min(30_000, Math.floor(notify.leaseMs / 4)),
      };
    }
  }

  /** Delivers due jobs until none is left (or `deadline`, a time in ms, has passed). */
  drain(deadline = Number.POSITIVE_INFINITY): Promise<DrainResult> {
    // One drain at a time per process; a caller during a drain shares its result.
    this.#draining ??= this.#drain(deadline).finally(() => {
      this.#draining = undefined;
    });
    return this.#draining;
  }

  async #drain(deadline: number): Promise<DrainResult> {
    const result: DrainResult = { delivered: 0, failed: 0 };
    const { database, notify, batchSize = 10 } = this.#options;
    while (this.#now() < deadline && !this.#stopping) {
      const jobs = await claimDueJobs(database, this.#now(), notify.leaseMs, batchSize);
      if (jobs.length === 0) break;
      const outcomes = await Promise.all(jobs.map((job) => this.#deliver(job)));
      for (const delivered of outcomes) {
        if (delivered) result.delivered += 1;
        else result.failed += 1;
      }
    }
    return result;
  }

  async #deliver(job: ClaimedJob): Promise<boolean> {
    const { database, log, notify } = this.#options;
    const line = `notification job=${job.id} channel=${job.channel} attempt=${job.attempts}`;
    let outcome = 'delivered';
    try {
      outcome = await sendJob(job, { mailer: this.#mailer, webhook: this.#webhook }, this.#options);
    } catch (error) {
      const delay = backoffMs(job.attempts, notify.retryBaseMs);
      const reason = describeFailure(error);
      await markFailed(database, job.id, this.#now() + delay, reason).catch(() => undefined);
      log(`${line} outcome=retry retry_in_s=${Math.round(delay / 1000)} error="${reason}"`);
      return false;
    }
    try {
      await markDelivered(database, job.id, this.#now());
    } catch (error) {
      // Sent but not recorded: the lease runs out and the job is sent again, with the same
      // Message-ID / X-Delivery-Id so the receiver can recognise the repeat.
      log(`${line} outcome=delivered-unrecorded error="${describeFailure(error)}"`);
      return true;
    }
    log(`${line} outcome=${outcome}`);
    if (job.channel === 'confirmation' && outcome === 'delivered' && job.submission_id !== null) {
      // In the entry's history; a record that fails to be written never sends the mail twice.
      await recordAudit(database, {
        action: 'confirmation-sent',
        staffId: null,
        actor: 'system',
        entryId: job.submission_id,
        clientHash: null,
      }).catch(() => undefined);
    }
    return true;
  }

  /** Starts the background loop: drain, then wait for `wake()` or the poll interval. */
  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#loop = this.#run();
  }

  /** New jobs were written: look now instead of at the next poll. */
  wake(): void {
    this.#wakeRequested = true;
    this.#wake?.();
  }

  async #run(): Promise<void> {
    const pollMs = this.#options.pollMs ?? 1000;
    while (this.#isRunning()) {
      this.#wakeRequested = false;
      try {
        await this.drain();
      } catch (error) {
        this.#options.log(`outbox worker error: ${describeFailure(error)}`);
      }
      if (!this.#isRunning() || this.#woken()) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        this.#wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.#wake = undefined;
    }
  }

  // Read through methods: the loop must see changes made by stop() and wake() across awaits.
  #isRunning(): boolean {
    return this.#running;
  }

  #woken(): boolean {
    return this.#wakeRequested;
  }

  /** Stops the loop after the delivery in progress, then closes the SMTP connections. */
  async stop(): Promise<void> {
    this.#running = false;
    this.#stopping = true;
    this.#wake?.();
    await this.#loop;
    await this.#draining;
    this.#mailer?.close();
  }
}
