/**
 * E-mail over SMTP with nodemailer (SMTP_URL, NOTIFY_FROM): staff notifications and digests to
 * NOTIFY_TO, confirmations to senders. The Message-ID is derived from the job, so if a delivery
 * ever had to be repeated (the process died between the server's acceptance and our record of
 * it), mail systems see the same message twice and can fold it into one.
 */
import { createTransport } from 'nodemailer';
import type { NotifyConfig } from '../notify-config';
import type { OutgoingMail } from '../outgoing-mail';

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
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
    async send(mail) {
      await transport.sendMail({
        from: notify.from,
        to: [...mail.to],
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        messageId: `<${mail.messageKey}@${host}>`,
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
    },
    close() {
      transport.close();
    },
  };
}
