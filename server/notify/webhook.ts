/**
 * Notification by webhook: the submission as JSON, POSTed to NOTIFY_WEBHOOK_URL with
 * `X-Signature: <hex HMAC-SHA256 of the body with NOTIFY_WEBHOOK_SECRET>`, so the receiver can
 * check that the request came from this server and was not altered. Any 2xx is a delivery;
 * anything else, a redirect included, is retried later.
 */
import { createHmac } from 'node:crypto';
import type { StoredEntry } from '../db/inbox';
import { webhookPayload } from './message';

export interface WebhookTarget {
  url: string;
  secret: string;
  /** Abandon an attempt after this long. */
  timeoutMs: number;
}

export function signature(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('hex');
}

export class WebhookError extends Error {
  constructor(readonly status: number) {
    super(`The webhook answered HTTP ${status}.`);
    this.name = 'WebhookError';
  }
}

export async function postWebhook(
  target: WebhookTarget,
  submission: StoredEntry,
  publicOrigin: string,
  jobId: number,
  stop?: AbortSignal,
): Promise<void> {
  const deliveryId = `submission-${submission.id}.job-${jobId}`;
  const body = JSON.stringify(webhookPayload(submission, publicOrigin, deliveryId));
  const timeout = AbortSignal.timeout(target.timeoutMs);
  const response = await fetch(target.url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': 'akscellence-gateway',
      'X-Signature': signature(body, target.secret),
      'X-Delivery-Id': deliveryId,
    },
    body,
    redirect: 'manual',
    signal: stop ? AbortSignal.any([timeout, stop]) : timeout,
  });
  // The answer's body is not needed, but must be read or the connection stays busy.
  await response.arrayBuffer().catch(() => undefined);
  if (response.status < 200 || response.status > 299) throw new WebhookError(response.status);
}
