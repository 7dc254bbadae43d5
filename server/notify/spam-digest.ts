/**
 * The daily digest of what was flagged as spam, to the notification recipients: a genuine lead
 * the heuristics misjudged is seen within a day. Each instance checks hourly; the instance that
 * claims the day's run writes the one job for it in the same transaction, so the digest goes out
 * once and covers each entry once.
 *
 * The job holds only the period it covers. Its text is written when it is sent, from the entries
 * still flagged then: one that staff deleted, or found not to be spam, in the meantime is left
 * out, and nothing a sender wrote waits in the outbox.
 */
import { staffSubmissionHref } from '@/config/staff-api';
import { kindLabels } from '@/shared/staff/pipeline';
import { describeSpamReasons } from '@/shared/staff/spam-reasons';
import type { Database } from '../db/connection';
import { queueDigest } from '../db/outbox';
import { claimPeriod } from '../db/settings';
import { anyFlaggedBetween, flaggedBetween } from '../db/submissions';
import { formatInZone } from '../time-zone';
import { oneLine, type OutgoingMail } from '../outgoing-mail';

const taskName = 'spam-digest';
export const digestPeriodMs = 24 * 60 * 60_000;

/** What a digest job carries: the period it covers, in ms since the epoch. */
interface DigestPeriod {
  since: number;
  until: number;
}

/**
 * Writes the digest job when a day has passed since the last one, for the period since (at most
 * a day back); true when this call wrote it.
 */
export async function queueSpamDigestIfDue(database: Database, now: number): Promise<boolean> {
  return database.db.transaction().execute(async (trx) => {
    const previous = await claimPeriod(trx, taskName, digestPeriodMs, now);
    if (previous === undefined) return false;
    const period: DigestPeriod = { since: Math.max(previous, now - digestPeriodMs), until: now };
    // A day without spam sends nothing.
    if (!(await anyFlaggedBetween(trx, period.since, period.until))) return false;
    // The claim above is this period's alone, so its key is new and the job is always written.
    await queueDigest(trx, {
      dedupeKey: `${taskName}:${now}`,
      payload: JSON.stringify(period),
      at: now,
    });
    return true;
  });
}

function readPeriod(payload: string | null): DigestPeriod {
  const value: unknown = JSON.parse(payload ?? 'null');
  const { since, until } = (value ?? {}) as Partial<Record<keyof DigestPeriod, unknown>>;
  if (typeof since !== 'number' || typeof until !== 'number') {
    throw new Error('A digest job without its period');
  }
  return { since, until };
}

export interface DigestContext {
  to: readonly string[];
  timeZone: string;
  publicOrigin: string;
  jobId: number;
  /** The reference a sender quotes, of an entry's number. */
  referenceOf: (id: number) => string;
}

/** The digest of a job's period; undefined when nothing in it is still flagged. */
export async function spamDigestMail(
  database: Database,
  payload: string | null,
  context: DigestContext,
): Promise<OutgoingMail | undefined> {
  const period = readPeriod(payload);
  const flagged = await flaggedBetween(database, period.since, period.until);
  if (flagged.length === 0) return undefined;
  const { timeZone } = context;
  const count = flagged.length;
  const lines = [
    `${count} submission${count === 1 ? ' was' : 's were'} flagged as spam between ${formatInZone(period.since, timeZone)} and ${formatInZone(period.until, timeZone)}.`,
    'Nobody was told about them, and their senders got no confirmation. If one is a genuine lead,',
    'open it and choose "Not spam": it returns to the inbox and its sender gets the confirmation.',
    '',
    ...flagged.flatMap((entry) => [
      `${context.referenceOf(entry.id)}  ${kindLabels[entry.kind]} from ${oneLine(`${entry.first_name} ${entry.last_name}`)}, ${formatInZone(entry.received_at, timeZone)}`,
      `  Why: ${entry.spam_reasons ? describeSpamReasons(entry.spam_reasons.split(',')) : 'marked by hand'}`,
      `  ${new URL(staffSubmissionHref(entry.id), context.publicOrigin).toString()}`,
    ]),
    '',
  ];
  return {
    to: context.to,
    subject: `Flagged as spam: ${count} in the last day`,
    text: lines.join('\n'),
    messageKey: `spam-digest.job-${context.jobId}`,
  };
}
