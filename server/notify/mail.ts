/**
 * Notification e-mails over SMTP with nodemailer (SMTP_URL, NOTIFY_FROM, NOTIFY_TO). The
 * Message-ID is derived from the job, so if a delivery ever had to be repeated (the process died
 * between the server's acceptance and our record of it), mail systems see the same message twice
 * and can fold it into one.
 */
import { createTransport } from 'nodemailer';
import { isPlainMailbox } from '@/shared/staff/mailbox';
import type { NotifyConfig } from '../config';
import type { SubmissionDetail } from '../db/inbox';
import { mailContent } from './message';

export interface Mailer {
  send(submission: SubmissionDetail, jobId: number): Promise<void>;
  close(): void;
}

export function createMailer(
  notify: NotifyConfig & { smtpUrl: string; from: string },
  publicOrigin: string,
): Mailer {
  // A quarter of the lease per phase: an attempt is over before another worker may take the job.
  const timeout = Math.min(30_000, Math.floor(notify.leaseMs / 4));
  const transport = createTransport({
    url: notify.smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    dnsTimeout: timeout,
  });
  const host = new URL(publicOrigin).hostname;
  return {
    async send(submission, jobId) {
      const content = mailContent(submission, publicOrigin);
      // Staff answer the sender with one click, when the address is a plain mailbox.
      const replyTo = isPlainMailbox(submission.orgnization_email)
        ? submission.orgnization_email
        : undefined;
      await transport.sendMail({
        from: notify.from,
        to: [...notify.to],
        ...(replyTo ? { replyTo } : {}),
        subject: content.subject,
        text: content.text,
        messageId: `<submission-${submission.id}.job-${jobId}@${host}>`,
        headers: { 'X-Submission-Id': String(submission.id) },
      });
    },
    close() {
      transport.close();
    },
  };
}
