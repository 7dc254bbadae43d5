/**
 * How many confirmations the site writes to senders. A form that writes to any address is an
 * instrument for whoever wants mail sent in the company's name, so its confirmations are capped:
 * at most one per recipient a day (the recipient known by a keyed hash of the address, never
 * the address), and at most so many an hour from all senders together. When the hourly cap is
 * reached confirmations stop until the hour is over; submissions are still stored and staff
 * still told, and staff get one notice saying so. The windows are in the database, so every
 * instance counts into the same ones.
 */
import { createHmac } from 'node:crypto';
import type { Database } from '../db/connection';
import { capNoticeTask, queueDigest } from '../db/outbox';
import { sharedRateLimit } from '../db/rate-limit';

export const recipientWindowMs = 24 * 60 * 60_000;
export const hourMs = 60 * 60_000;

/** Why a confirmation was not written, or that it was. */
export type ConfirmationVerdict = 'send' | 'sent-today' | 'hourly-cap';

export interface ConfirmationCaps {
  /** Takes a confirmation from the caps for this address, if both have room. */
  take(address: string): Promise<ConfirmationVerdict>;
}

export function confirmationCaps(
  database: Database,
  options: {
    /** Key of the recipients' hash (server/secrets.ts). */
    key: Buffer;
    perHour: number;
    /** Whether staff are told by e-mail (the notice's channel). */
    tellStaff: boolean;
    now?: () => number;
  },
): ConfirmationCaps {
  const now = options.now ?? Date.now;
  const recipient = sharedRateLimit(database, {
    max: 1,
    windowMs: recipientWindowMs,
    now,
    table: 'confirmation_caps',
  });
  const hourly = sharedRateLimit(database, {
    // A cap of 0 sends none: one over it is refused at once.
    max: Math.max(0, options.perHour),
    windowMs: hourMs,
    now,
    table: 'confirmation_caps',
  });
  const hashOf = (address: string) =>
    createHmac('sha256', options.key).update(address.trim().toLowerCase()).digest('hex');

  return {
    async take(address) {
      if (options.perHour === 0) return 'hourly-cap';
      const mine = await recipient.hit(`recipient:${hashOf(address)}`);
      if (!mine.allowed) return 'sent-today';
      const all = await hourly.hit('all');
      if (all.allowed) return 'send';
      if (options.tellStaff) await noticeOnce(database, now(), all.resetsAt);
      return 'hourly-cap';
    },
  };
}

/** Writes the staff notice of this hour's window, once whatever the number of refusals. */
async function noticeOnce(database: Database, at: number, resumesAt: number) {
  await queueDigest(database.db, {
    // One per window: it ends at the same moment for every refusal in it.
    dedupeKey: `${capNoticeTask}:${resumesAt}`,
    payload: JSON.stringify({ type: capNoticeTask, at, resumesAt }),
    at,
  });
}
