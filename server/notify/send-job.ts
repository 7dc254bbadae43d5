/**
 * What one outbox job sends, by its channel: the staff notification (e-mail or the signed
 * webhook), the sender's confirmation, or a digest (the spam folder's, a paused confirmations'
 * notice, or one another part of the server composed).
 */
import type { NotifyConfig } from '../notify-config';
import type { Database } from '../db/connection';
import { getSubmission } from '../db/inbox';
import type { ClaimedJob } from '../db/outbox';
import type { StatusLinks } from '../status-links';
import type { ReferenceCodec } from '../references';
import type { OutgoingMail } from '../outgoing-mail';
import { capNoticeMail, capNoticeOf } from './cap-notice';
import { confirmationMail } from './confirmation';
import type { Mailer } from './mail';
import { staffNotification } from './message';
import { spamDigestMail } from './spam-digest';
import { postWebhook, type WebhookTarget } from './webhook';

/** What a digest composed elsewhere is written with. */
export interface ComposedDigestContext {
  to: readonly string[];
  timeZone: string;
  publicOrigin: string;
  jobId: number;
  now: number;
}

/**
 * The mail of a digest job that another part of the server queued (the weekly analytics report,
 * an invitation), or undefined for a job of another kind: the worker delivers it without knowing
 * what it reports. The mail may resolve to undefined when there is nothing to send any more (an
 * invitation withdrawn before its turn came).
 */
export type DigestComposer = (
  payload: string | null,
  context: ComposedDigestContext,
) => Promise<OutgoingMail | undefined> | undefined;

/** How the worker reaches each channel; undefined where the configuration has none. */
export interface JobSenders {
  mailer: Mailer | undefined;
  webhook: WebhookTarget | undefined;
}

/** What a job's message is written with. */
export interface SendJobContext {
  database: Database;
  notify: NotifyConfig;
  publicOrigin: string;
  /** The company's time zone, for the times senders read. */
  timeZone: string;
  /** Makes the private links of senders' confirmations. */
  statusLinks: StatusLinks;
  /** The references senders quote (server/references.ts). */
  references: ReferenceCodec;
  /**
   * Digests queued by other parts of the server, each asked in turn; given where the runtime is
   * composed.
   */
  digests?: readonly DigestComposer[];
}

/** Sends one job by its channel; the outcome names what was done. */
export async function sendJob(
  job: ClaimedJob,
  { mailer, webhook }: JobSenders,
  options: SendJobContext,
): Promise<string> {
  const { database, notify, publicOrigin, timeZone, statusLinks, references } = options;
  if (job.channel === 'digest') {
    if (!mailer) throw new Error('SMTP is not configured any more');
    const paused = capNoticeOf(job.payload);
    if (paused) {
      await mailer.send(capNoticeMail(paused, { to: notify.to, timeZone, jobId: job.id }));
      return 'delivered';
    }
    const context = { to: notify.to, timeZone, publicOrigin, jobId: job.id, now: Date.now() };
    for (const compose of options.digests ?? []) {
      const mail = compose(job.payload, context);
      if (!mail) continue;
      const written = await mail;
      if (!written) return 'skipped-void';
      await mailer.send(written);
      return 'delivered';
    }
    const mail = await spamDigestMail(database, job.payload, {
      to: notify.to,
      timeZone,
      publicOrigin,
      jobId: job.id,
      referenceOf: references.of,
    });
    // Everything flagged that day was deleted or found not to be spam before the digest left.
    if (!mail) return 'skipped-empty';
    await mailer.send(mail);
    return 'delivered';
  }
  const submission =
    job.submission_id === null ? undefined : await getSubmission(database, job.submission_id);
  // Deleted, or moved to spam, before its turn came: nobody is told.
  if (!submission) return 'skipped-deleted';
  if (submission.spam) return 'skipped-spam';
  if (job.channel === 'webhook') {
    if (!webhook) throw new Error('the webhook is not configured any more');
    await postWebhook(webhook, submission, publicOrigin, job.id);
    return 'delivered';
  }
  if (!mailer) throw new Error('SMTP is not configured any more');
  if (job.channel === 'email') {
    await mailer.send(
      staffNotification(
        submission,
        notify,
        { publicOrigin, reference: references.of(submission.id), timeZone },
        job.id,
      ),
    );
    return 'delivered';
  }
  const statusUrl = statusLinks.url(statusLinks.tokenFor(submission));
  await mailer.send(
    confirmationMail(submission, {
      reference: references.of(submission.id),
      statusUrl,
      timeZone,
      jobId: job.id,
    }),
  );
  return 'delivered';
}
