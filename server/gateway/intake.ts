/**
 * Accepting a valid submission: score it for spam against what arrived before, then store it
 * with its notification jobs. Spam is flagged, never dropped; a flagged entry gets no job, so
 * nobody is told about it.
 */
import { createHash } from 'node:crypto';
import { payloadFields } from '@/shared/staff/submission-fields';
import type { Database } from '../db/connection';
import type { NewSubmission, NotificationChannel } from '../db/schema';
import { arrivalHistory, insertSubmission } from '../db/submissions';
import { burstWindowMs, fingerprintOf, repeatWindowMs, scoreSubmission } from './spam';

export interface IntakeOptions {
  database: Database;
  /** Channels a notification job is written for (none when notifications are not configured). */
  channels: readonly NotificationChannel[];
  /**
   * Submissions one client may send within ten minutes before the burst heuristic fires; 0 = off.
   */
  burstMax: number;
  /** Told after each commit that wrote notification jobs (wakes the outbox worker). */
  onQueued?: () => void;
  now?: () => number;
}

/** A second identical submission from the same client within this time is the first one again. */
export const repeatWithinMs = 10_000;

/** The same payload, to the letter, from the same client. */
function repeatKey(submission: NewSubmission, clientHash: string | null): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        clientHash,
        submission.kind,
        ...payloadFields.map((name) => submission[name]),
      ]),
    )
    .digest('hex');
}

/**
 * Stores the submission; resolves once it (and its notification jobs) are durable. A repeat
 * within seconds resolves to the first and stores nothing (`repeat: true`).
 */
export async function acceptSubmission(
  options: IntakeOptions,
  submission: NewSubmission,
  clientHash: string | null,
): Promise<{ id: number; repeat: boolean }> {
  const now = (options.now ?? Date.now)();
  const fingerprint = fingerprintOf(submission);
  const history = await arrivalHistory(options.database, {
    clientHash,
    clientSince: options.burstMax === 0 ? undefined : new Date(now - burstWindowMs).toISOString(),
    fingerprint,
    repeatSince: new Date(now - repeatWindowMs).toISOString(),
  });
  const verdict = scoreSubmission(submission, history, options.burstMax);
  const channels = verdict.spam ? [] : options.channels;
  const stored = await insertSubmission(options.database, {
    submission,
    repeatKey: repeatKey(submission, clientHash),
    repeatWithinMs,
    receivedAt: now,
    status: verdict.spam ? 'spam' : 'new',
    spamScore: verdict.score,
    spamReasons: verdict.reasons,
    clientHash,
    fingerprint,
    channels,
  });
  if (channels.length > 0 && !stored.repeat) options.onQueued?.();
  return stored;
}
