/**
 * Accepting a valid submission: score it for spam against what arrived before, then store it
 * with its notification jobs. Spam is flagged, never dropped; a flagged entry gets no job, so
 * nobody is told about it.
 */
import { createHash } from 'node:crypto';
import { isPlainMailbox } from '@/shared/staff/mailbox';
import { payloadFields } from '@/shared/staff/submission-fields';
import type { Database } from '../db/connection';
import type { NewSubmission, NotificationChannel } from '../db/schema';
import type { OnUnflagged } from '../db/pipeline';
import { queueConfirmation } from '../db/outbox';
import { uploadKeyOf, uploadUsable } from '../db/resumes';
import {
  arrivalHistory,
  insertSubmission,
  senderAddressOf,
  UploadGone,
  type Attribution,
} from '../db/submissions';
import type { ConfirmationCaps } from './confirmation-caps';
import { burstWindowMs, fingerprintOf, repeatWindowMs, scoreSubmission } from './spam';

/** The sender's visit of a request, or null when it was not counted. */
export type Attribute = (
  request: { address: string; agent: string },
  kind: NewSubmission['kind'],
  now: number,
) => Promise<Attribution | null>;

export interface IntakeOptions {
  database: Database;
  /** Channels a notification job is written for (none when notifications are not configured). */
  channels: readonly NotificationChannel[];
  /** Senders get a confirmation e-mail (SMTP is configured). */
  confirmations: boolean;
  /** How many confirmations are written: per recipient a day, and an hour in all. */
  confirmationCaps?: ConfirmationCaps | undefined;
  /**
   * Submissions one client may send within ten minutes before the burst heuristic fires; 0 = off.
   */
  burstMax: number;
  /**
   * Finds the sender's visit among the page views the site counted, so a submission is linked to
   * it; without it submissions have no source. Given where the runtime is composed, so the
   * gateway does not depend on the analytics.
   */
  attribute?: Attribute | undefined;
  /** Where problems that cost no lead are reported. */
  log?: (line: string) => void;
  /** Told after each commit that wrote notification jobs (wakes the outbox worker). */
  onQueued?: () => void;
  now?: () => number;
}

/** A sender gets a confirmation when e-mail is configured and their address can take one. */
export function confirms(
  options: Pick<IntakeOptions, 'confirmations'>,
  submission: { orgnization_email: string },
): boolean {
  return options.confirmations && isPlainMailbox(submission.orgnization_email);
}

/**
 * When staff find a flagged entry is not spam after all, its sender gets the confirmation the
 * flag held back (at most one: the outbox keeps one job per submission and channel).
 */
export function confirmWhenUnflagged(options: Pick<IntakeOptions, 'confirmations'>): OnUnflagged {
  return async (trx, id, now) => {
    if (!options.confirmations) return;
    const entry = await senderAddressOf(trx, id);
    if (!entry || !confirms(options, entry)) return;
    await queueConfirmation(trx, id, now);
  };
}

/**
 * A second identical submission from the same client within this time is the first one again:
 * a double click, a retried request, or a sender who was not sure it went and sent it again a
 * few minutes later. Each gets the first one's answer and reference; later, the same text is a
 * new submission (which the spam check then judges).
 */
export const repeatWithinMs = 15 * 60_000;

/**
 * The same payload, to the letter, from the same client; an application with the same résumé
 * file (another file makes it another application).
 */
function repeatKey(
  submission: NewSubmission,
  clientHash: string | null,
  uploadKey: string | null,
): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        clientHash,
        submission.kind,
        ...payloadFields.map((name) => submission[name]),
        ...(uploadKey === null ? [] : [uploadKey]),
      ]),
    )
    .digest('hex');
}

/**
 * Where the sender came from, when it can be found. Counting visits is a convenience: a failure
 * there is logged and the lead is stored without a source, never refused.
 */
async function attributionOrNone(
  options: IntakeOptions,
  request: { address: string; agent: string } | undefined,
  kind: NewSubmission['kind'],
  now: number,
): Promise<Attribution | null> {
  if (!options.attribute || !request) return null;
  try {
    return await options.attribute(request, kind, now);
  } catch (error) {
    options.log?.(
      `insights: a submission stored without its source: ${error instanceof Error ? error.message : String(error)}`,
    );
    return null;
  }
}

/**
 * Whether this submission's sender gets a confirmation: one that could (a plain mailbox, e-mail
 * configured, not spam) and that the caps leave room for.
 */
async function confirmsNow(
  options: IntakeOptions,
  submission: NewSubmission,
  spam: boolean,
): Promise<boolean> {
  if (spam || !confirms(options, submission)) return false;
  if (!options.confirmationCaps) return true;
  return (await options.confirmationCaps.take(submission.orgnization_email)) === 'send';
}

export { UploadGone } from '../db/submissions';

/**
 * Stores the submission; resolves once it (and its notification jobs) are durable. A repeat
 * within seconds resolves to the first and stores nothing (`repeat: true`). `confirmed` says
 * whether a confirmation to the sender was queued. An application that refers to an uploaded
 * résumé file (`upload`, its token) is stored with it, or not at all: `UploadGone` is thrown
 * when the file no longer waits for it.
 */
export async function acceptSubmission(
  options: IntakeOptions,
  submission: NewSubmission,
  clientHash: string | null,
  request?: { address: string; agent: string },
  upload?: string | null,
): Promise<{ id: number; repeat: boolean; confirmed: boolean }> {
  const now = (options.now ?? Date.now)();
  const uploadKey = upload ? uploadKeyOf(upload) : null;
  // Checked first, so that a refused application uses none of the confirmations' caps.
  if (uploadKey !== null && !(await uploadUsable(options.database, uploadKey, now))) {
    throw new UploadGone();
  }
  const attribution = await attributionOrNone(options, request, submission.kind, now);
  const fingerprint = fingerprintOf(submission);
  const history = await arrivalHistory(options.database, {
    clientHash,
    clientSince: options.burstMax === 0 ? undefined : new Date(now - burstWindowMs).toISOString(),
    fingerprint,
    repeatSince: new Date(now - repeatWindowMs).toISOString(),
  });
  const verdict = scoreSubmission(submission, history, options.burstMax);
  // Nobody is told about a flagged entry: neither staff nor the sender.
  const confirmed = await confirmsNow(options, submission, verdict.spam);
  const channels: NotificationChannel[] = verdict.spam
    ? []
    : [...options.channels, ...(confirmed ? (['confirmation'] as const) : [])];
  const stored = await insertSubmission(options.database, {
    submission,
    repeatKey: repeatKey(submission, clientHash, uploadKey),
    repeatWithinMs,
    receivedAt: now,
    spam: verdict.spam,
    spamScore: verdict.score,
    spamReasons: verdict.reasons,
    clientHash,
    fingerprint,
    channels,
    attribution,
    uploadKey,
  });
  if (channels.length > 0 && !stored.repeat) options.onQueued?.();
  return { ...stored, confirmed: confirmed && !stored.repeat };
}
