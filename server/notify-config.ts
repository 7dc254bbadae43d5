/**
 * The settings of the notifications to staff (e-mail and a signed webhook), read on their own
 * because the tests and the outbox worker need them without the rest of the server's settings.
 */
import { integer, list, optional, origin } from './env-values.ts';

export interface NotifyConfig {
  /** `smtp://user:pass@host:587` or `smtps://...`; unset means no e-mail. */
  smtpUrl: string | undefined;
  /** Sender address of the e-mails. */
  from: string | undefined;
  /** Recipients of the e-mails. */
  to: readonly string[];
  /** Where each submission is POSTed as JSON; unset means no webhook. */
  webhookUrl: string | undefined;
  /** Key of the X-Signature HMAC-SHA256 of the webhook body. */
  webhookSecret: string | undefined;
  /** First retry this long after a failure, doubling each time up to an hour. */
  retryBaseMs: number;
  /** How long a worker owns a job it claimed; longer than any one delivery attempt may take. */
  leaseMs: number;
}

/** Each delivery attempt is cut off at a quarter of the lease, so a lease never ends mid-send. */
const minLeaseMs = 10_000;

export function readNotifyConfig(env: NodeJS.ProcessEnv): NotifyConfig {
  const notify: NotifyConfig = {
    smtpUrl: optional(env.SMTP_URL),
    from: optional(env.NOTIFY_FROM),
    to: list(env.NOTIFY_TO),
    webhookUrl: optional(env.NOTIFY_WEBHOOK_URL),
    webhookSecret: optional(env.NOTIFY_WEBHOOK_SECRET),
    retryBaseMs: integer(env.NOTIFY_RETRY_BASE_MS, 30_000, 'NOTIFY_RETRY_BASE_MS'),
    leaseMs: integer(env.NOTIFY_LEASE_MS, 120_000, 'NOTIFY_LEASE_MS'),
  };
  if (notify.smtpUrl !== undefined) {
    if (!/^smtps?:\/\//i.test(notify.smtpUrl)) {
      throw new Error('SMTP_URL must start with smtp:// or smtps://.');
    }
    if (notify.from === undefined || notify.to.length === 0) {
      throw new Error(
        'SMTP_URL is set: set NOTIFY_FROM (the sender) and NOTIFY_TO (recipients) too.',
      );
    }
  }
  if (notify.webhookUrl !== undefined) {
    origin(notify.webhookUrl, 'NOTIFY_WEBHOOK_URL');
    if (notify.webhookSecret === undefined) {
      throw new Error('NOTIFY_WEBHOOK_URL is set: set NOTIFY_WEBHOOK_SECRET to sign its requests.');
    }
  }
  if (notify.leaseMs < minLeaseMs) {
    throw new Error(`NOTIFY_LEASE_MS must be at least ${minLeaseMs}.`);
  }
  return notify;
}
