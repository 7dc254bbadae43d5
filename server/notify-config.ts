/**
 * The settings of the notifications to staff (e-mail and a signed webhook), read on their own
 * because the tests and the outbox worker need them without the rest of the server's settings.
 */
import type { SubmissionKind } from '@/shared/staff/submission-fields';
import { integer, list, optional, origin } from './env-values.ts';

export interface NotifyConfig {
  /** `smtp://user:pass@host:587` or `smtps://...`; unset means no e-mail. */
  smtpUrl: string | undefined;
  /** Sender address of the e-mails. */
  from: string | undefined;
  /** Recipients of the e-mails: every kind's notifications unless a kind has its own, and digests. */
  to: readonly string[];
  /**
   * Recipients of one kind's notifications instead of `to` (NOTIFY_TO_CONTACT, NOTIFY_TO_APPLY):
   * the sales leads get the contact requests and the recruiters the applications, as the privacy
   * notice promises, while `to` (admins) keeps the digests.
   */
  toByKind: Readonly<Partial<Record<SubmissionKind, readonly string[]>>>;
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

function kindRecipients(env: NodeJS.ProcessEnv): NotifyConfig['toByKind'] {
  const contact = list(env.NOTIFY_TO_CONTACT);
  const apply = list(env.NOTIFY_TO_APPLY);
  return {
    ...(contact.length > 0 ? { contact } : {}),
    ...(apply.length > 0 ? { apply } : {}),
  };
}

/** Who is told of a new entry of this kind. */
export function recipientsOf(
  notify: Pick<NotifyConfig, 'to' | 'toByKind'>,
  kind: SubmissionKind,
): readonly string[] {
  return notify.toByKind[kind] ?? notify.to;
}

export function readNotifyConfig(env: NodeJS.ProcessEnv): NotifyConfig {
  const notify: NotifyConfig = {
    smtpUrl: optional(env.SMTP_URL),
    from: optional(env.NOTIFY_FROM),
    to: list(env.NOTIFY_TO),
    toByKind: kindRecipients(env),
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
