/**
 * Spam is flagged, never dropped: each accepted submission gets points from the heuristics below
 * and lands with status "spam" at or above the threshold, where staff can still read it and move
 * it back. The visitor's answer is the same either way, so a sender learns nothing from it.
 *
 * The heuristics and their points (docs/leads.md has the same table):
 * - link-in-name, 5: a first or last name holds a link or web address, or the organization a link;
 * - many-links, 3 / 5: the message holds 3 / 5 links or more (an application 6 / 10: resumes list
 *   profiles);
 * - spam-phrase, 3 each: the text holds a phrase of `spamPhrases`;
 * - burst, 1: the same client sent `burstMax` or more submissions in the last 10 minutes (never
 *   spam on its own);
 * - identical-repeat, 5: the same text arrived in the last 7 days.
 */
import { createHash } from 'node:crypto';
import { typedFields } from '@/shared/staff/submission-fields';
import type { NewSubmission } from '../db/schema';

export const spamThreshold = 5;
export const burstWindowMs = 10 * 60_000;
export const repeatWindowMs = 7 * 24 * 60 * 60_000;

/** Phrases that legitimate enquiries and applications to an IT services company do not use. */
export const spamPhrases = [
  'seo services',
  'backlinks',
  'guest post',
  'first page of google',
  'rank your website',
  'increase your traffic',
  'website traffic',
  'buy followers',
  'crypto investment',
  'bitcoin',
  'forex',
  'casino',
  'viagra',
  'cialis',
  'payday loan',
  'loan offer',
  'make money fast',
  'work from home and earn',
  'click here',
  'limited time offer',
  'unsubscribe',
  'weight loss',
  'dating site',
  'adult content',
] as const;

export interface SpamHistory {
  /** Submissions from the same client within `burstWindowMs` before this one. */
  recentFromClient: number;
  /** The same text arrived within `repeatWindowMs`. */
  identicalRecently: boolean;
}

export interface SpamVerdict {
  score: number;
  reasons: string[];
  spam: boolean;
}

/** A scheme, a www. host, or a word.tld address: what a link looks like in plain text. */
const link =
  /\bhttps?:\/\/\S+|\bwww\.\S+|\b[a-z0-9][a-z0-9-]*\.(?:[a-z]{2,}\.)*(?:com|net|org|info|biz|ru|cn|top|xyz|io|co|online|site|club|shop)\b/gi;
const explicitLink = /\bhttps?:\/\/|\bwww\./i;

function countLinks(text: string): number {
  return text.match(link)?.length ?? 0;
}

/** Points for every heuristic that fires; `burstMax` 0 turns the burst heuristic off. */
export function scoreSubmission(
  submission: NewSubmission,
  history: SpamHistory,
  burstMax: number,
): SpamVerdict {
  const reasons: string[] = [];
  let score = 0;
  const add = (reason: string, points: number) => {
    reasons.push(reason);
    score += points;
  };

  const names = [submission.first_name, submission.last_name];
  if (
    names.some((name) => countLinks(name) > 0) ||
    explicitLink.test(submission.orgnization_name)
  ) {
    add('link-in-name', 5);
  }

  const links = countLinks(submission.message);
  const [some, many] = submission.kind === 'apply' ? [6, 10] : [3, 5];
  if (links >= many) add('many-links', 5);
  else if (links >= some) add('many-links', 3);

  const text = [...names, submission.orgnization_name, submission.message]
    .join(' ')
    .toLowerCase()
    .replace(/\s+/g, ' ');
  for (const phrase of spamPhrases) {
    if (text.includes(phrase)) add(`spam-phrase:${phrase}`, 3);
  }

  // An office, a campus or a phone carrier puts many people behind one address: a burst alone
  // must never make a lead spam, only tip one that looks like spam already.
  if (burstMax > 0 && history.recentFromClient >= burstMax) add('burst', 1);
  if (history.identicalRecently) add('identical-repeat', 5);

  return { score, reasons, spam: score >= spamThreshold };
}

/**
 * Hash of what the sender wrote, after folding case and spacing: the same text sent twice has
 * the same fingerprint. The portal constants are left out; they never vary.
 */
export function fingerprintOf(submission: NewSubmission): string {
  const normalised = [submission.kind, ...typedFields.map((name) => submission[name] ?? '')].map(
    (value) => value.toLowerCase().replace(/\s+/g, ' ').trim(),
  );
  return createHash('sha256').update(JSON.stringify(normalised)).digest('hex');
}
